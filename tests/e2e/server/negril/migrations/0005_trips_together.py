# Hand-written in the style of 0004 (Django 3.2): trips together.

from django.conf import settings
from django.db import migrations, models
import django.db.models.deletion
import django.utils.timezone


def owners_and_authors(apps, schema_editor):
    """Each trip kept from before is its account's own first trip: that account becomes its
    owner, and the author (`by`) of every stop in it, the only one who could have put it there."""
    Trip = apps.get_model("negril", "Trip")
    TripMember = apps.get_model("negril", "TripMember")
    for trip in Trip.objects.exclude(user=None):
        TripMember.objects.get_or_create(
            trip=trip, user_id=trip.user_id, defaults={"role": "owner", "joined": trip.updated}
        )
        days = trip.days if isinstance(trip.days, list) else []
        for day in days:
            for stop in day.get("stops", []) if isinstance(day, dict) else []:
                if isinstance(stop, dict):
                    stop.setdefault("by", trip.user_id)
        Trip.objects.filter(pk=trip.pk).update(days=days)


class Migration(migrations.Migration):

    dependencies = [
        ('negril', '0004_trip'),
    ]

    operations = [
        migrations.AddField(
            model_name='trip',
            name='name',
            field=models.CharField(default='My trip', max_length=80),
        ),
        migrations.AlterField(
            model_name='trip',
            name='user',
            field=models.OneToOneField(blank=True, null=True, on_delete=django.db.models.deletion.CASCADE, related_name='trip', to=settings.AUTH_USER_MODEL),
        ),
        migrations.CreateModel(
            name='TripMember',
            fields=[
                ('id', models.AutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('role', models.CharField(choices=[('owner', 'owner'), ('companion', 'companion')], default='companion', max_length=10)),
                ('joined', models.DateTimeField(default=django.utils.timezone.now)),
                ('trip', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='memberships', to='negril.trip')),
                ('user', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='trip_memberships', to=settings.AUTH_USER_MODEL)),
            ],
            options={
                'ordering': ['id'],
            },
        ),
        migrations.AddConstraint(
            model_name='tripmember',
            constraint=models.UniqueConstraint(fields=('trip', 'user'), name='one_membership_per_trip'),
        ),
        migrations.CreateModel(
            name='TripInvite',
            fields=[
                ('id', models.AutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('token_hash', models.CharField(max_length=64, unique=True)),
                ('expires', models.DateTimeField()),
                ('created', models.DateTimeField(default=django.utils.timezone.now)),
                ('trip', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='invites', to='negril.trip')),
            ],
        ),
        migrations.RunPython(owners_and_authors, migrations.RunPython.noop),
    ]
