"""The Artifacts expansion (not implemented yet: asking for it raises NotImplementedRuleError).

See docs/coverage.md for the list of gaps.
"""

PLUGIN_NAME = "artifacts"
IMPLEMENTED = False
