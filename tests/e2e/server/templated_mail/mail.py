"""A small stand-in for django-templated-mail's `templated_mail.mail`.

Debian's python3-djoser imports `templated_mail.mail.BaseEmailMessage`, but Debian does not ship
django-templated-mail, so without this module every activation and reset e-mail fails. This
follows the upstream package's interface as djoser uses it (djoser/email.py and views.py):

    ActivationEmail(request, {"user": user}).send([email])

Subclasses set `template_name` and may override `get_context_data()` (calling super()). The
template defines the blocks `subject`, `text_body` and (optionally) `html_body`; each is
rendered with the context and becomes the subject, the plain body and an HTML alternative.

Context added here, as upstream does: `domain` and `site_name` from the Django settings DOMAIN
and SITE_NAME (else the request's host), `protocol` from the setting PROTOCOL (else the
request's scheme), and `user`.
"""

from django.conf import settings
from django.core import mail
from django.template.context import make_context
from django.template.loader import get_template
from django.template.loader_tags import BlockNode, ExtendsNode
from django.views.generic.base import ContextMixin


class BaseEmailMessage(mail.EmailMultiAlternatives, ContextMixin):
    # template block name -> attribute of this message
    _node_map = {"subject": "subject", "text_body": "body", "html_body": "html"}
    template_name = None

    def __init__(self, request=None, context=None, template_name=None, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.request = request
        self.context = {} if context is None else context
        self.html = None
        if template_name is not None:
            self.template_name = template_name

    def get_context_data(self, **kwargs):
        context = dict(super().get_context_data(**kwargs), **self.context)
        request = self.request
        domain = context.get("domain") or getattr(settings, "DOMAIN", "")
        site_name = context.get("site_name") or getattr(settings, "SITE_NAME", "")
        protocol = context.get("protocol") or getattr(settings, "PROTOCOL", "")
        user = context.get("user")
        if request is not None:
            domain = domain or request.get_host()
            site_name = site_name or request.get_host()
            protocol = protocol or ("https" if request.is_secure() else "http")
            user = user or getattr(request, "user", None)
        context.update(
            {
                "domain": domain,
                "protocol": protocol or "http",
                "site_name": site_name,
                "user": user,
            }
        )
        return context

    def render(self):
        context = make_context(self.get_context_data(), request=self.request)
        template = get_template(self.template_name)
        with context.bind_template(template.template):
            for node in template.template.nodelist:
                self._process_node(node, context)
        self._attach_body()

    def send(self, to, *args, **kwargs):
        self.render()
        self.to = to
        self.cc = kwargs.pop("cc", [])
        self.bcc = kwargs.pop("bcc", [])
        self.reply_to = kwargs.pop("reply_to", [])
        self.from_email = kwargs.pop("from_email", settings.DEFAULT_FROM_EMAIL)
        return super().send(*args, **kwargs)

    def _process_node(self, node, context):
        attr = self._node_map.get(getattr(node, "name", None))
        if isinstance(node, BlockNode) and attr is not None:
            value = node.render(context).strip()
            if attr == "subject":
                value = " ".join(value.split())  # a subject must be one line
            setattr(self, attr, value)
        elif isinstance(node, ExtendsNode):
            # blocks of a template that {% extends %} another one
            for child in node.nodelist:
                self._process_node(child, context)

    def _attach_body(self):
        if self.html:
            if self.body:
                self.attach_alternative(self.html, "text/html")
            else:
                self.body = self.html
                self.content_subtype = "html"
