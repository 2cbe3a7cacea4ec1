from django.apps import AppConfig


class NegrilConfig(AppConfig):
    name = "negril"
    default_auto_field = "django.db.models.AutoField"
