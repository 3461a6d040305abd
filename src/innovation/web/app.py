"""The web table's ASGI app (Starlette): pages, static files, the JSON API and WebSocket push.

HTTP API (JSON in and out; errors are ``{"error": message, "type": name}`` with a 4xx status):

* ``GET /healthz`` — 200 ``{"ok": true}``.
* ``GET /api/lobby`` — bots, expansions and rule options, read from the library.
* ``POST /api/games`` — create a game; answers each human seat's link (shown once).
* ``GET /api/cards?expansions=a,b`` — public card facts of those sets (names, icons, texts).
* ``GET /api/seat`` — the seat's state (``Authorization: Bearer <token>``); ``?events_since=N``.
* ``POST /api/seat/answer`` — ``{"decision": N, "option": "..."}`` answers the pending decision.
* ``WS /api/seat/ws`` — first message ``{"token": "..."}``; then the server pushes the seat's
  state after every change (events since the previous push only); answers and chat lines go
  over it too.
* ``POST /api/seat/chat`` — ``{"text": "..."}`` a line of the table's chat.
* ``GET /api/games`` — the lobby's list: listed games with open seats, and games being played.
* ``POST /api/games/<id>/join`` — ``{"seat": name}`` takes an open seat (its link, once).
* ``GET /api/games/<id>/watch`` and ``WS /api/watch/ws`` (``{"game": id}``) — a spectator's
  public view, and its pushes.
* ``GET /api/games/<id>/replay?step=N&seat=name`` — a finished game's position after N answers.

See docs/web.md.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any, TypeVar

import msgspec
from starlette.applications import Starlette
from starlette.requests import ClientDisconnect, Request
from starlette.responses import FileResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Receive, Scope, Send
from starlette.websockets import WebSocket, WebSocketDisconnect

from innovation.errors import (
    AnswerError,
    ConfigError,
    GameBusyError,
    GameOverError,
    IllegalAnswerError,
    InnovationError,
    NotImplementedRuleError,
    StaleDecisionError,
    WrongPlayerError,
)
from innovation.i18n import choose, language_names, languages, negotiate, translator
from innovation.i18n.cards import localized_catalogue
from innovation.i18n.wording import NAME, WEB, localized_error
from innovation.options import RULE_OPTIONS, resolve
from innovation.protocol.catalogue import catalogue
from innovation.rules.plugins import build_rules
from innovation.web.limits import client_key, seconds_header
from innovation.web.lobby import CreateGameRequest, lobby_info
from innovation.web.service import GameService, RateLimited, ServiceError, ServiceLimits, Table
from innovation.web.storage import SeatRecord, SQLiteStorage, Storage

STATIC = Path(__file__).parent / "static"
MAX_BODY = 16 * 1024
WS_AUTH_TIMEOUT = 10.0
#: Seconds a client has to send a request body (a half-sent body must not hold a handler).
BODY_TIMEOUT = 10.0
#: The largest count a query parameter takes (more digits than this is no count).
MAX_COUNT_DIGITS = 9
S = TypeVar("S")
log = logging.getLogger("innovation.web")

SECURITY_HEADERS = {
    "content-security-policy": (
        "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; "
        "connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
    ),
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    "x-frame-options": "DENY",
}
#: SECURITY_HEADERS as ASGI wants them, encoded once rather than on every response.
_SECURITY_HEADER_BYTES = tuple((k.encode(), v.encode()) for k, v in SECURITY_HEADERS.items())


class AnswerRequest(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    decision: int
    option: str


class WsAnswer(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="answer", tag_field="type"):
    """An answer sent over the seat's WebSocket (``{"type": "answer", "decision": N, "option":
    "..."}``): the same as ``POST /api/seat/answer``, without an HTTP request per answer. The
    reply echoes ``id``: ``{"type": "answered", "id", "decision_number"}``, or ``{"type":
    "refused", "id", "error", "error_type", "status"}`` with the status the POST would have had."""

    decision: int
    option: str
    #: Any number the client chooses to match the reply to its answer.
    id: int = 0


class WsChat(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="chat", tag_field="type"):
    """A chat line sent over the seat's WebSocket: ``{"type": "chat", "id": K, "text": "..."}``
    → ``{"type": "said", "id": K, "n": N}`` (the line arrives in the next push, to everyone), or
    ``refused`` as an answer is."""

    text: str
    id: int = 0


_WS_MESSAGE = msgspec.json.Decoder(WsAnswer | WsChat)
#: The longest message a seat's WebSocket reads, in characters (an answer is a few dozen; a chat
#: line at most 300 characters, which JSON escapes at most double: the characters refused anyway,
#: control characters, are the only ones escaped longer).
MAX_WS_ANSWER = 1024


class WsHello(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    token: str
    events_since: int = 0
    #: The language the seat reads the table in (``"ko"``); absent: the connection's
    #: ``Accept-Language``.
    lang: str | None = None
    #: The chat lines already shown (pushes carry the lines numbered above it).
    chat_since: int = 0


class WatchHello(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A spectator's first WebSocket message: the game id (its spectator link's fragment)."""

    game: str
    events_since: int = 0
    lang: str | None = None
    chat_since: int = 0


class ChatRequest(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    text: str


class JoinRequest(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    seat: str


def language_of(connection: Request | WebSocket, asked: str | None = None) -> str:
    """The language a request reads the table in: ``asked`` (a ``lang`` parameter), checked
    against the catalogues (a ConfigError, 400, names the languages on offer), else the
    ``Accept-Language`` header's best match (bounded and validated), else English."""
    if asked is not None:
        try:
            return choose(asked, languages())
        except ValueError as exc:
            raise ConfigError(str(exc)) from None
    return negotiate(connection.headers.get("accept-language"), languages())


def reader_language(connection: Request | WebSocket) -> str:
    """The language to tell a request's sender something in (an error): its ``lang`` parameter
    when that is on offer, else its ``Accept-Language``; never an error itself."""
    asked = connection.query_params.get("lang")
    if asked is not None:
        try:
            return choose(asked, languages())
        except ValueError:
            pass
    return negotiate(connection.headers.get("accept-language"), languages())


def error_status(exc: Exception) -> int:
    """The HTTP status for an error the engine or the service raised on purpose."""
    if isinstance(exc, ServiceError):
        return exc.status
    if isinstance(exc, WrongPlayerError):
        return 403
    if isinstance(exc, GameOverError | StaleDecisionError | GameBusyError):
        return 409
    if isinstance(exc, IllegalAnswerError | NotImplementedRuleError | AnswerError):
        return 422
    return 400  # ConfigError and every other InnovationError


def json_response(body: object, status: int = 200, headers: dict[str, str] | None = None) -> Response:
    data = body if isinstance(body, bytes) else msgspec.json.encode(body)
    return Response(data, status_code=status, media_type="application/json", headers=headers)


def error_body(exc: Exception, lang: str) -> dict[str, str]:
    """What an error response says: ``error`` the English text (what programs read, as
    ``str(exc)``), ``message`` the same for the reader in ``lang``, ``type`` the error's class."""
    return {"error": str(exc), "message": localized_error(exc, lang), "type": type(exc).__name__}


def error_response(exc: Exception, lang: str = "en") -> Response:
    headers = {"retry-after": seconds_header(exc.retry_after)} if isinstance(exc, RateLimited) else None
    return json_response(error_body(exc, lang), error_status(exc), headers)


def count_param(raw: str, name: str) -> int:
    """A non-negative count from a query parameter or header: ASCII digits only (``str.isdigit``
    also accepts "²" and other digits ``int`` refuses), bounded in length."""
    if not (raw.isascii() and raw.isdigit() and len(raw) <= MAX_COUNT_DIGITS):
        raise ServiceError(f"{name} must be a non-negative integer of at most {MAX_COUNT_DIGITS} digits")
    return int(raw)


async def read_json(request: Request, kind: type[S]) -> S:
    """Decode a bounded JSON body into ``kind`` (ServiceError 400/408/413 on anything else)."""
    size = request.headers.get("content-length")
    if size is not None and not (size.isascii() and size.isdigit() and int(size) <= MAX_BODY):
        raise ServiceError(f"request body larger than {MAX_BODY} bytes (or a bad Content-Length)", 413)
    body = bytearray()

    async def receive() -> None:
        async for chunk in request.stream():
            body.extend(chunk)
            if len(body) > MAX_BODY:
                raise ServiceError(f"request body larger than {MAX_BODY} bytes", 413)

    try:
        async with asyncio.timeout(BODY_TIMEOUT):  # (not wait_for: no task per request)
            await receive()
    except TimeoutError:
        raise ServiceError(f"the request body did not arrive within {BODY_TIMEOUT:g} s", 408) from None
    try:
        return msgspec.json.decode(bytes(body), type=kind)
    except (msgspec.DecodeError, msgspec.ValidationError) as exc:
        raise ServiceError(f"bad request: {exc}") from None


def client_of(connection: Request | WebSocket) -> str:
    """The client key per-client limits count under (see innovation.web.limits)."""
    return client_key(connection.client.host if connection.client is not None else None)


def bearer(request: Request) -> str:
    scheme, _, token = request.headers.get("authorization", "").partition(" ")
    if scheme.lower() != "bearer" or not token:
        raise ServiceError("this call needs the seat's token: 'Authorization: Bearer <token>'", 401)
    return token.strip()


def handles_errors(fn: Callable[[Request], Awaitable[Response]]) -> Callable[[Request], Awaitable[Response]]:
    @functools.wraps(fn)
    async def wrapper(request: Request) -> Response:
        try:
            return await fn(request)
        except (ServiceError, InnovationError) as exc:
            return error_response(exc, reader_language(request))
        except ClientDisconnect:  # the client left mid-request: nothing was changed, nobody to tell
            return Response(status_code=400)
        except Exception:  # a bug: logged with its trace; the client gets a JSON error, not a bare 500
            log.exception("%s %s failed", request.method, request.url.path)
            return json_response({"error": "internal error (logged on the server)", "type": "InternalError"}, 500)

    return wrapper


class SecurityHeaders:
    """Adds the security headers to every HTTP response."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def send_with_headers(message: Any) -> None:
            if message["type"] == "http.response.start":
                headers = list(message.get("headers", []))
                present = {k.lower() for k, _ in headers}
                headers += [(k, v) for k, v in _SECURITY_HEADER_BYTES if k not in present]
                message["headers"] = headers
            await send(message)

        await self.app(scope, receive, send_with_headers)


def create_app(
    storage: Storage | None = None,
    *,
    db: str | Path = "innovation-games.sqlite3",
    bot_delay: float = 0.0,
    limits: ServiceLimits | None = None,
) -> Starlette:
    """The web table as an ASGI app. ``storage`` defaults to :class:`SQLiteStorage` on ``db``."""
    store = storage if storage is not None else SQLiteStorage(db)
    service = GameService(store, bot_delay=bot_delay, limits=limits)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        await service.start()
        try:
            yield
        finally:
            await service.stop()
            if storage is None:
                store.close()

    async def healthz(request: Request) -> Response:
        return json_response({"ok": True})

    async def page_lobby(request: Request) -> Response:
        return FileResponse(STATIC / "lobby.html")

    async def page_table(request: Request) -> Response:
        return FileResponse(STATIC / "table.html")

    @handles_errors
    async def api_lobby(request: Request) -> Response:
        lang = language_of(request, request.query_params.get("lang"))
        headers = {"vary": "accept-language", "content-language": lang}
        return json_response(lobby_info(lang), headers=headers)

    @handles_errors
    async def api_create(request: Request) -> Response:
        body = await read_json(request, CreateGameRequest)
        return json_response(await service.create(body, client_of(request)), 201)

    @handles_errors
    async def api_cards(request: Request) -> Response:
        raw = request.query_params.get("expansions", "")
        if len(raw) > 200:
            raise ConfigError("too many expansions")
        expansions = tuple(e for e in raw.split(",") if e)
        if len(expansions) > 8:
            raise ConfigError("too many expansions")
        # Choice options change card texts (?edition=first): the catalogue of the game in play.
        texts = tuple(
            (o.name, request.query_params[o.name])
            for o in RULE_OPTIONS
            if o.is_choice and o.name in request.query_params
        )
        resolve(dict(texts))  # a ConfigError (400) for an unknown value
        lang = language_of(request, request.query_params.get("lang"))
        data = _catalogue_json(expansions, texts, lang)
        headers = {"cache-control": "public, max-age=3600", "vary": "accept-language", "content-language": lang}
        return json_response(data, headers=headers)

    @handles_errors
    async def api_texts(request: Request) -> Response:
        """The pages' own texts in the reader's language (context ``web``) and the names of
        things (context ``name``): what the pages' t() and tname() look up."""
        lang = language_of(request, request.query_params.get("lang"))
        tr = translator(lang)
        body = {"lang": lang, WEB: tr.texts(WEB), NAME: tr.texts(NAME)}
        headers = {"cache-control": "public, max-age=3600", "vary": "accept-language", "content-language": lang}
        return json_response(body, headers=headers)

    async def api_languages(request: Request) -> Response:
        """The languages on offer, each named in itself (the table's language switch)."""
        return json_response(msgspec.json.encode(language_names()), headers={"cache-control": "public, max-age=3600"})

    @handles_errors
    async def api_seat(request: Request) -> Response:
        since = count_param(request.query_params.get("events_since", "0"), "events_since")
        chat_since = count_param(request.query_params.get("chat_since", "0"), "chat_since")
        lang = language_of(request, request.query_params.get("lang"))
        table, seat = await service.seat(bearer(request), client_of(request))
        data, _, _ = await service.state(table, seat, since, lang, chat_since)
        return json_response(data, headers={"cache-control": "no-store", "content-language": lang})

    @handles_errors
    async def api_chat(request: Request) -> Response:
        table, seat = await service.seat(bearer(request), client_of(request))
        body = await read_json(request, ChatRequest)
        return json_response(await service.say(table, seat, body.text), 201)

    @handles_errors
    async def api_games(request: Request) -> Response:
        return json_response(await service.games(), headers={"cache-control": "no-store"})

    @handles_errors
    async def api_join(request: Request) -> Response:
        body = await read_json(request, JoinRequest)
        made = await service.join(request.path_params["game"], body.seat, client_of(request))
        return json_response(made, 201, headers={"cache-control": "no-store"})

    @handles_errors
    async def api_watch(request: Request) -> Response:
        since = count_param(request.query_params.get("events_since", "0"), "events_since")
        chat_since = count_param(request.query_params.get("chat_since", "0"), "chat_since")
        lang = language_of(request, request.query_params.get("lang"))
        table = await service.watched(request.path_params["game"], client_of(request))
        data, _, _ = await service.state(table, None, since, lang, chat_since)
        return json_response(data, headers={"cache-control": "no-store", "content-language": lang})

    @handles_errors
    async def api_replay(request: Request) -> Response:
        raw = request.query_params.get("step")
        step = None if raw is None or raw == "end" else count_param(raw, "step")
        seat = request.query_params.get("seat", "")
        if len(seat) > 100:
            raise ServiceError("no such seat in this game", 404)
        lang = language_of(request, request.query_params.get("lang"))
        data = await service.replay(request.path_params["game"], step, seat, lang, client_of(request))
        return json_response(data, headers={"cache-control": "no-store", "content-language": lang})

    @handles_errors
    async def api_record(request: Request) -> Response:
        table, _ = await service.seat(bearer(request), client_of(request))
        return json_response((await service.record(table)).encode(), headers={"cache-control": "no-store"})

    @handles_errors
    async def api_answer(request: Request) -> Response:
        table, seat = await service.seat(bearer(request), client_of(request))
        body = await read_json(request, AnswerRequest)
        return json_response(await service.answer(table, seat, body.decision, body.option))

    async def ws_seat(websocket: WebSocket) -> None:
        await websocket.accept()
        try:
            raw = await asyncio.wait_for(websocket.receive_text(), WS_AUTH_TIMEOUT)
            hello = msgspec.json.decode(raw[:1024], type=WsHello)
            lang = language_of(websocket, hello.lang)
            table, seat = await service.seat(hello.token, client_of(websocket))
            changed = service.listen(table)
        except WebSocketDisconnect:
            return
        except Exception as exc:
            await refuse_hello(websocket, exc)
            return
        await stream(websocket, table, seat, changed, lang, hello.events_since, hello.chat_since)

    async def ws_watch(websocket: WebSocket) -> None:
        """A spectator's pushes: the public view after every change, and the chat. Whatever a
        spectator sends after its hello is refused (it plays no seat)."""
        await websocket.accept()
        try:
            raw = await asyncio.wait_for(websocket.receive_text(), WS_AUTH_TIMEOUT)
            hello = msgspec.json.decode(raw[:1024], type=WatchHello)
            lang = language_of(websocket, hello.lang)
            table = await service.watched(hello.game, client_of(websocket))
            changed = service.listen(table, spectator=True)
        except WebSocketDisconnect:
            return
        except Exception as exc:
            await refuse_hello(websocket, exc)
            return
        await stream(websocket, table, None, changed, lang, hello.events_since, hello.chat_since)

    async def refuse_hello(websocket: WebSocket, exc: Exception) -> None:
        """Tell a connection why its hello was refused, and close it."""
        if not isinstance(
            exc, TimeoutError | msgspec.DecodeError | msgspec.ValidationError | ServiceError | KeyError | ConfigError
        ):
            log.exception("a WebSocket hello failed")
            exc = ServiceError("internal error (logged on the server)", 500)
        with contextlib.suppress(Exception):
            said = error_body(exc, reader_language(websocket)) if str(exc) else {"error": "bad hello"}
            said.pop("type", None)  # "type" is the message's kind here
            await websocket.send_text(msgspec.json.encode({"type": "error", **said}).decode())
            await websocket.close(code=4401)

    async def stream(
        websocket: WebSocket,
        table: Table,
        seat: SeatRecord | None,
        changed: asyncio.Event,
        lang: str,
        events_since: int,
        chat_since: int,
    ) -> None:
        """Push the state (a seat's, or the public one for ``seat`` None) after every change, and
        take a seat's answers and chat lines, until the connection closes."""
        changed.set()  # send the first state at once
        cursor, chat_cursor = events_since, chat_since

        async def push() -> None:
            nonlocal cursor, chat_cursor
            while True:
                await changed.wait()
                # One turn of the loop first: a bot whose move was just scheduled (no bot delay)
                # moves before this view is built, and the seat gets one push for both changes.
                await asyncio.sleep(0)
                changed.clear()
                data, cursor, chat_cursor = await service.state(table, seat, cursor, lang, chat_cursor)
                await websocket.send_text(data.decode())

        async def answers() -> None:  # the seat's messages; reading also notices when it leaves
            while True:
                message = await websocket.receive()
                if message["type"] == "websocket.disconnect":
                    return
                text = message.get("text")
                if text is not None:
                    await websocket.send_text((await ws_message(text)).decode())

        async def ws_message(text: str) -> bytes:
            """The reply to one WebSocket message: an answer or a chat line taken, or refused as
            POST refuses it."""
            number = 0
            try:
                if seat is None:
                    raise ServiceError("a spectator plays no seat: it cannot answer or talk", 403)
                if len(text) > MAX_WS_ANSWER:
                    raise ServiceError(f"a message larger than {MAX_WS_ANSWER} characters is not an answer", 413)
                try:
                    asked = _WS_MESSAGE.decode(text)
                except (msgspec.DecodeError, msgspec.ValidationError) as exc:
                    raise ServiceError(f"bad message: {exc}") from None
                number = asked.id
                if isinstance(asked, WsChat):
                    line = await service.say(table, seat, asked.text)
                    return msgspec.json.encode({"type": "said", "id": number, "n": line.n})
                taken = await service.answer(table, seat, asked.decision, asked.option)
                return msgspec.json.encode({"type": "answered", "id": number, "decision_number": taken.decision_number})
            except (ServiceError, InnovationError) as exc:
                said, status = error_body(exc, lang), error_status(exc)
            except Exception:  # a bug: logged with its trace; the seat is told, the connection stays
                log.exception("a message over the WebSocket of game %s failed", table.id)
                error = "internal error (logged on the server)"
                said, status = {"error": error, "message": error, "type": "InternalError"}, 500
            kind = said.pop("type")  # "type" is the message's kind here
            return msgspec.json.encode({"type": "refused", "id": number, **said, "error_type": kind, "status": status})

        tasks = [asyncio.create_task(push()), asyncio.create_task(answers())]
        try:
            await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
        finally:
            service.unlisten(table, changed)
            for task in tasks:
                task.cancel()
            for task in tasks:
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await task

    routes = [
        # The calls of play first: the router tries each route in turn, for every request.
        Route("/api/seat/answer", api_answer, methods=["POST"]),
        Route("/api/seat", api_seat),
        WebSocketRoute("/api/seat/ws", ws_seat),
        Route("/", page_lobby),
        Route("/play", page_table),
        Route("/healthz", healthz),
        Route("/api/lobby", api_lobby),
        Route("/api/games", api_create, methods=["POST"]),
        Route("/api/cards", api_cards),
        Route("/api/languages", api_languages),
        Route("/api/texts", api_texts),
        Route("/api/seat/record", api_record),
        Route("/api/seat/chat", api_chat, methods=["POST"]),
        Route("/watch", page_table),
        Route("/replay", page_table),
        Route("/api/games", api_games, methods=["GET"]),
        Route("/api/games/{game}/join", api_join, methods=["POST"]),
        Route("/api/games/{game}/watch", api_watch),
        Route("/api/games/{game}/replay", api_replay),
        WebSocketRoute("/api/watch/ws", ws_watch),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ]
    app = Starlette(routes=routes, lifespan=lifespan)
    app.add_middleware(SecurityHeaders)
    app.state.service = service
    return app


@functools.lru_cache(maxsize=32)
def _catalogue_json(expansions: tuple[str, ...], options: tuple[tuple[str, str], ...] = (), lang: str = "en") -> bytes:
    return msgspec.json.encode(localized_catalogue(catalogue(build_rules(expansions, (), dict(options))), lang))
