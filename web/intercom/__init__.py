"""The Intercom inbox app (Canvas Kit, in the conversation details): check a draft against
the knowledge base, see the verdict and the safe reply, and send through the server's gate as
the teammate's reply. Mount `make_intercom_app(runtime, settings)` at /intercom/."""

from web.intercom.app import INITIALIZE_PATH, SUBMIT_PATH, make_intercom_app
from web.intercom.settings import IntercomSettings

__all__ = ["INITIALIZE_PATH", "SUBMIT_PATH", "IntercomSettings", "make_intercom_app"]
