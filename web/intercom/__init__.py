"""The Intercom inbox app (Canvas Kit, in the conversation details): check a draft against
the knowledge base, see the verdict and the safe reply, and send through the server's gate as
the teammate's reply. Mount `web.intercom.app.make_intercom_app(runtime, settings)` at
/intercom/. Nothing is re-exported here, so importing a module of the package never loops
back through it."""
