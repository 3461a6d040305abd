"""Sphinx configuration: the guides (Markdown, through MyST) and the API reference built from the
docstrings (autodoc). Built by ``python3 dev.py docs`` and in CI with warnings as errors."""

from __future__ import annotations

from innovation import __version__

project = "Innovation engine"
author = "The Innovation engine developers"
copyright = "The Innovation engine developers"
release = version = __version__

extensions = ["myst_parser", "sphinx.ext.autodoc"]
source_suffix = {".rst": "restructuredtext", ".md": "markdown"}
root_doc = "index"
exclude_patterns = ["_build"]
# Guides link to each other's headings (protocol.md#compatibility).
myst_heading_anchors = 4

autodoc_default_options = {"members": True, "member-order": "bysource"}
autodoc_typehints = "signature"
# A method without a docstring of its own shows none, rather than its base class's (Gymnasium's
# and PettingZoo's are written in another markup, and describe their API, not this one).
autodoc_inherit_docstrings = False
# The docstrings' cross-references name things by their short name (:class:`Game`); an unresolved
# one is shown as code, not a warning (nitpicky off), so that a reference to a private helper
# does not fail the build, while broken markup does.
nitpicky = False

html_theme = "alabaster"
html_title = f"Innovation engine {release}"
