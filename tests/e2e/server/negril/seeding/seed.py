"""Seed data for the e2e server: accounts, press items and Negril guides (the guides' data is in
guides.py), and the sample places SEED_PLACES adds.

Idempotent: records are looked up by their natural key (email, title, name) and only created
when missing, so seeding an existing database changes nothing (a guide kept from a database
made before migration 0002 therefore keeps empty trip-planner fields). Images are small generated
PNGs (no network), stored under MEDIA_ROOT like uploads.
"""

import io
import os
from datetime import date

from django.contrib.auth import get_user_model
from django.core.files.base import ContentFile
from PIL import Image, ImageDraw

from ..models import NegrilGuide, PressItem
from .guides import ALL_DAY, GUIDE_DETAILS, GUIDES, TEAL_PINK, every_day

# Order matters: ids 1, 2, 3, 4 (the first registration in a test then gets id 5).
ACCOUNTS = [
    {
        "email": "admin@example.com",
        "password": "Negril-Admin-2026",
        "first_name": "Ada",
        "last_name": "Admin",
        "is_staff": True,
        "is_active": True,
    },
    {
        "email": "reader@example.com",
        "password": "Seven-Mile-Beach-26",
        "first_name": "Rita",
        "last_name": "Reader",
        "is_staff": False,
        "is_active": True,
    },
    {
        # Registered but never activated: jwt/create answers 401, reset_password sends nothing.
        "email": "pending@example.com",
        "password": "Pending-Account-26",
        "first_name": "Pat",
        "last_name": "Pending",
        "is_staff": False,
        "is_active": False,
    },
    {
        # A second reader, so that two accounts can plan a trip together (v1/trips/).
        "email": "companion@example.com",
        "password": "Rock-House-Cliffs-26",
        "first_name": "Cora",
        "last_name": "Companion",
        "is_staff": False,
        "is_active": True,
    },
]

# (title, publication, url, date, image colours or None). Listed newest first (= id order).
PRESS = [
    (
        "Negril's West End: a cliff-top guide",
        "Island Traveller Magazine",
        "https://island-traveller.example.com/negril-west-end",
        date(2023, 5, 1),
        ((0, 128, 128), (255, 160, 122)),
    ),
    (
        "Seven Mile Beach, slowly",
        "The Coastline Review",
        "https://coastline-review.example.com/seven-mile-beach-slowly",
        date(2023, 2, 14),
        ((32, 178, 170), (255, 215, 130)),
    ),
    (
        "Where to eat jerk in Westmoreland",
        "Caribbean Table",
        "https://caribbean-table.example.com/jerk-westmoreland",
        date(2022, 11, 20),
        ((139, 69, 19), (255, 99, 71)),
    ),
    (
        "Sunsets, cliffs and the people who jump from them",
        "Wanderlust Weekly",
        "https://wanderlust-weekly.example.com/negril-cliff-jumping",
        date(2022, 8, 9),
        ((25, 25, 112), (255, 105, 180)),
    ),
    (
        "A long weekend in Negril on a budget",
        "Budget Roamer",
        "https://budget-roamer.example.com/negril-long-weekend",
        date(2022, 3, 30),
        None,  # a press item without an image: the page must still render it
    ),
]


def make_png(colours, size=(640, 400)):
    """A small landscape-like PNG: sky gradient, a sun and a sea band."""
    top, bottom = colours
    width, height = size
    mask = Image.linear_gradient("L").resize(size)
    image = Image.composite(Image.new("RGB", size, bottom), Image.new("RGB", size, top), mask)
    draw = ImageDraw.Draw(image)
    draw.ellipse((width * 0.62, height * 0.18, width * 0.82, height * 0.50), fill=(255, 236, 179))
    draw.rectangle((0, height * 0.68, width, height), fill=(0, 105, 120))
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", optimize=True)
    return buffer.getvalue()


def slug(text):
    return "-".join("".join(c if c.isalnum() else " " for c in text.lower()).split())


def seed(log=print):
    User = get_user_model()
    for account in ACCOUNTS:
        if User.objects.filter(email=account["email"]).exists():
            continue
        fields = dict(account)
        password = fields.pop("password")
        User.objects.create_user(
            username=fields["email"], password=password, is_superuser=fields["is_staff"], **fields
        )

    for title, publication, url, day, colours in PRESS:
        if PressItem.objects.filter(title=title).exists():
            continue
        item = PressItem(title=title, publication=publication, url=url, date=day)
        if colours:
            item.image.save(f"{slug(title)}.png", ContentFile(make_png(colours)), save=False)
        item.save()

    for index, (name, category, sub, description, website, location, with_image) in enumerate(
        GUIDES
    ):
        if NegrilGuide.objects.filter(name=name).exists():
            continue
        guide = NegrilGuide(
            name=name,
            category=category,
            sub_category=sub,
            description=description,
            website=website,
            location=location,
            **GUIDE_DETAILS.get(name, {}),
        )
        if with_image:
            # vary the picture a little between guides
            top = tuple((c + 23 * index) % 256 for c in TEAL_PINK[0])
            picture = make_png((top, TEAL_PINK[1]))
            guide.image.save(f"{slug(name)}.png", ContentFile(picture), save=False)
        guide.save()

    seed_more_places(log)

    log(
        f"seeded: {User.objects.count()} users, {PressItem.objects.count()} press items, "
        f"{NegrilGuide.objects.count()} guides"
    )


CATEGORIES = (
    "Food & Drink",
    "Negril Experiences",
    "Bars & Nightlife",
    "Beach Destinations",
    "On the Water",
    "Tours & Sightseeing",
    "Spas & Wellness",
    "Sports",
    "Shopping",
    "Around the Island",
)


# Where the added places lie: along the coast, as Negril's own do. The West End's cliffs run from
# the lighthouse north-east to the town's roundabout; Seven Mile Beach from there north to Bloody
# Bay. Each stretch is a line from its first point to its last.
COAST = (
    ((18.2480, -78.3660), (18.2665, -78.3480)),  # the West End
    ((18.2700, -78.3470), (18.3440, -78.3365)),  # Seven Mile Beach
)


def coast_point(number, count):
    """The number-th of count places, spread along the coast: two in five on the West End, the
    rest along the beach, each a little inland of the last by a fixed amount of its own, so that
    no two share their coordinates (as real places do not) and close ones cluster on the map."""
    west = (count * 2) // 5
    (start, end), index, total = (
        (COAST[0], number, west) if number < west else (COAST[1], number - west, count - west)
    )
    along = (index + 0.5) / max(total, 1)
    inland = ((number * 37) % 11) * 0.00018  # 0 to about 200 m
    return (
        round(start[0] + (end[0] - start[0]) * along, 5),
        round(start[1] + (end[1] - start[1]) * along + inland, 5),
    )


def seed_more_places(log=print):
    """Fills the guide up to SEED_PLACES places (unset: no more), for measuring a long guide as a
    visitor sees one (scripts/inp.mjs).

    The added places ("Sample place 18", ...) go round the ten categories, lie along Negril's
    coast (the West End and Seven Mile Beach, each at coordinates of its own, so all are on the
    map), each has hours of four kinds (all day, lunch to late, mornings, closed on Mondays), a
    price level, and a picture every other one.
    """
    wanted = int(os.environ.get("SEED_PLACES", "").strip() or 0)
    have = NegrilGuide.objects.count()
    if wanted <= have:
        return
    hours = (
        every_day(ALL_DAY),
        every_day(("12:00", "23:00")),
        every_day(("07:00", "11:00")),
        dict(every_day(("09:00", "17:00")), mon=[]),
    )
    picture = make_png(TEAL_PINK)
    if os.environ.get("SEED_PLACES_STYLE", "").strip() == "bench":
        seed_bench_places(have, wanted, picture)
        log(f"seeded {wanted - have} bench places (SEED_PLACES={wanted}, SEED_PLACES_STYLE=bench)")
        return
    for number in range(have + 1, wanted + 1):
        latitude, longitude = coast_point(number - have - 1, wanted - have)
        guide = NegrilGuide(
            name=f"Sample place {number}",
            category=CATEGORIES[number % len(CATEGORIES)],
            sub_category=("Jerk", "Live reggae", "Snorkelling", "Coffee")[number % 4],
            description=f"A place added to measure a long guide (number {number}).",
            location=("West End Road", "Norman Manley Boulevard", "Lighthouse Road")[number % 3],
            latitude=latitude,
            longitude=longitude,
            opening_hours=hours[number % len(hours)],
            price_level=1 + number % 4,
        )
        if number % 2 == 0:
            guide.image.save(f"sample-place-{number}.png", ContentFile(picture), save=False)
        guide.save()
    log(f"seeded {wanted - have} sample places (SEED_PLACES={wanted})")


def seed_bench_places(have, wanted, picture):
    """The places of the guide's interaction benchmark as an outside measurement set it up
    (SEED_PLACES_STYLE=bench): "Bench Place N Jerk" (then Beach, then Bar), the ten categories in
    turn, alternately on the West End and Seven Mile Beach, scattered over a 11 x 9 km square
    (latitude 18.25 + ((N * 37) mod 100) / 1000, longitude -78.37 + ((N * 53) mod 80) / 1000),
    open every day from a morning hour (7 to 12) to an evening one (16 to 23), a price level 1 to 4.
    Unlike the default style, typing "j", "je", "jer" narrows the list by name: a third match."""
    for number in range(have + 1, wanted + 1):
        n = number - have
        opens = f"{7 + n % 6:02d}:00"
        closes = f"{16 + n % 8:02d}:00"
        guide = NegrilGuide(
            name=f"Bench Place {n} {('Jerk', 'Beach', 'Bar')[n % 3]}",
            category=CATEGORIES[n % len(CATEGORIES)],
            sub_category="",
            description=f"A place added to measure a long guide (number {n}).",
            location=("West End", "Seven Mile Beach")[n % 2],
            latitude=round(18.25 + ((n * 37) % 100) / 1000, 5),
            longitude=round(-78.37 + ((n * 53) % 80) / 1000, 5),
            opening_hours=every_day((opens, closes)),
            price_level=1 + n % 4,
        )
        if n % 2 == 0:
            guide.image.save(f"bench-place-{n}.png", ContentFile(picture), save=False)
        guide.save()
