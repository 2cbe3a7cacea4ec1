"""Seed data for the e2e server: accounts, press items and Negril guides.

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

from .models import NegrilGuide, PressItem

# Order matters: ids 1, 2, 3 (the first registration in a test then gets id 4).
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

TEAL_PINK = ((0, 128, 128), (236, 72, 153))

# (name, category, sub_category, description, website, location, with_image)
GUIDES = [
    (
        "Rick's Cafe",
        "Bars & Nightlife",
        "Cliff-top bar",
        "Cliff divers, a house band and the most famous sunset in Jamaica. "
        "Arrive by five for a spot on the rocks.",
        "https://www.rickscafejamaica.com",
        "West End Road, Negril",
        False,
    ),
    (
        "Pushcart Restaurant & Rum Bar",
        "Food & Drink",
        "Jamaican street food",
        "Jerk chicken, curry goat and rum punch on the cliffs, with live music most nights.",
        "https://www.rockhousehotel.com",
        "West End Road, Negril",
        True,
    ),
    (
        "Three Dives Jerk Centre",
        "Food & Drink",
        "Jerk",
        "A roadside jerk pit on the cliffs: chicken and lobster off the grill, "
        "eaten as the sun goes down.",
        "",
        "West End Road, Negril",
        True,
    ),
    (
        "Blue Hole Mineral Spring",
        "Negril Experiences",
        "Swimming hole",
        "Jump into a deep sinkhole of cold, clear mineral water in Brighton, "
        "ten minutes inland from the West End.",
        "",
        "Brighton, Westmoreland",
        True,
    ),
    (
        "Kool Runnings Adventure Park",
        "Negril Experiences",
        "Water park",
        "Water slides, a lazy river and go-karts beside the beach road; "
        "a good day out with children.",
        "",
        "Norman Manley Boulevard, Negril",
        False,
    ),
    (
        "Seven Mile Beach",
        "Beach Destinations",
        "Public beach",
        "The long white-sand beach that made Negril famous: calm, clear water "
        "and beach bars all the way along.",
        "",
        "Norman Manley Boulevard, Negril",
        True,
    ),
    (
        "Bloody Bay",
        "Beach Destinations",
        "Quiet beach",
        "The quieter bay north of Seven Mile Beach, with shallow water and a few jerk shacks.",
        "",
        "Bloody Bay, Negril",
        False,
    ),
    (
        "Booby Cay",
        "On the Water",
        "Island trip",
        "A small uninhabited cay off Rutland Point, reached by glass-bottom boat "
        "from Long Bay. Bring snorkels and water.",
        "",
        "Rutland Point, Negril",
        True,
    ),
    (
        "Sunset catamaran cruise",
        "On the Water",
        "Boat cruise",
        "An afternoon sail from Long Bay down to the West End cliffs, snorkelling stop included.",
        "",
        "Long Bay, Negril",
        False,
    ),
    (
        "Negril Lighthouse",
        "Tours & Sightseeing",
        "Landmark",
        "The lighthouse on Jamaica's westernmost point, above the cliffs of the West End.",
        "",
        "West End Road, Negril",
        True,
    ),
    (
        "Royal Palm Reserve",
        "Tours & Sightseeing",
        "Nature reserve",
        "Boardwalks through the Great Morass wetlands, among royal palms, herons and turtles.",
        "",
        "Sheffield, Westmoreland",
        False,
    ),
    (
        "Rockhouse Spa",
        "Spas & Wellness",
        "Cliff-side spa",
        "Massages in treatment huts above the sea; open to non-residents by appointment.",
        "https://www.rockhousehotel.com",
        "West End Road, Negril",
        True,
    ),
    (
        "Negril Hills Golf Club",
        "Sports",
        "Golf",
        "An 18-hole course in the hills east of town, with clubs for hire.",
        "",
        "Sheffield Road, Negril",
        False,
    ),
    (
        "Negril Craft Market",
        "Shopping",
        "Crafts",
        "Wood carvings, jewellery and hand-printed cloth near the roundabout. Bargaining expected.",
        "",
        "Negril town centre",
        True,
    ),
    (
        "YS Falls",
        "Around the Island",
        "Waterfalls",
        "Tiered falls on a working farm in St Elizabeth, with rope swings and "
        "natural pools; about ninety minutes by road.",
        "https://www.ysfalls.com",
        "St Elizabeth",
        True,
    ),
    (
        "Mayfield Falls",
        "Around the Island",
        "River walk",
        "Wade up a river through a chain of small falls and pools in the Westmoreland hills.",
        "",
        "Flower Hill, Westmoreland",
        False,
    ),
    (
        # Deliberately outside the product's category list: the site must still show it.
        "Route taxis",
        "Getting Around",
        "Transport",
        "Shared route taxis run the length of Negril for a small flat fare; "
        "licensed ones carry red PPV plates.",
        "",
        "Negril",
        False,
    ),
]

WEEK = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
ALL_DAY = ("00:00", "24:00")


def every_day(*spans):
    return {day: [list(span) for span in spans] for day in WEEK}


# The trip planner's fields by guide name (all optional; a guide not listed has none of them).
# Coordinates are in Negril (about 18.25..18.36 N, 78.37..78.29 W) except where the location is
# elsewhere on the island. Hours are Negril time: a span whose close is not after its open
# passes midnight; a day left out or [] is closed.
GUIDE_DETAILS = {
    "Rick's Cafe": {
        "latitude": 18.2583,
        "longitude": -78.3667,
        "opening_hours": every_day(("12:00", "21:30")),
        "price_level": 3,
        "phone": "+1 876 957 0380",
        "booking_url": "https://reservations.example.com/ricks-cafe",
    },
    "Pushcart Restaurant & Rum Bar": {
        "latitude": 18.2662,
        "longitude": -78.3619,
        # late on Friday and Saturday: until 1 in the morning
        "opening_hours": {
            "mon": [["17:00", "23:00"]],
            "tue": [["17:00", "23:00"]],
            "wed": [["17:00", "23:00"]],
            "thu": [["17:00", "23:00"]],
            "fri": [["17:00", "01:00"]],
            "sat": [["12:00", "15:00"], ["17:00", "01:00"]],
            "sun": [["12:00", "22:00"]],
        },
        "price_level": 2,
        "phone": "+1 876 957 4373",
    },
    "Three Dives Jerk Centre": {
        "latitude": 18.2617,
        "longitude": -78.3643,
        # closed on Mondays
        "opening_hours": dict(every_day(("12:00", "23:00")), mon=[]),
        "price_level": 1,
        "phone": "+1 876 782 9990",
    },
    "Blue Hole Mineral Spring": {
        "latitude": 18.2561,
        "longitude": -78.3381,
        "opening_hours": every_day(("09:00", "18:00")),
        "price_level": 1,
    },
    "Kool Runnings Adventure Park": {
        "latitude": 18.2902,
        "longitude": -78.3447,
        # Wednesday to Sunday (Monday and Tuesday left out: closed)
        "opening_hours": {day: [["11:00", "17:00"]] for day in WEEK[2:]},
        "price_level": 3,
        "phone": "+1 876 957 5400",
        "booking_url": "https://tickets.example.com/kool-runnings",
    },
    "Seven Mile Beach": {
        "latitude": 18.3031,
        "longitude": -78.3466,
        "opening_hours": every_day(ALL_DAY),  # a public beach: open 24 hours
    },
    "Bloody Bay": {"latitude": 18.3447, "longitude": -78.3361},
    "Booby Cay": {"latitude": 18.3561, "longitude": -78.3339, "price_level": 2},
    "Sunset catamaran cruise": {
        # a boat: hours and a booking link, but no fixed place on the map
        "opening_hours": every_day(("15:00", "18:30")),
        "price_level": 3,
        "phone": "+1 876 957 3421",
        "booking_url": "https://tickets.example.com/negril-sunset-catamaran",
    },
    "Negril Lighthouse": {
        "latitude": 18.2489,
        "longitude": -78.3646,
        "opening_hours": every_day(("09:00", "17:00")),
        # closed on Christmas Day; a late night at the year's end, past midnight
        "hours_exceptions": {"2026-12-25": [], "2026-12-31": [["18:00", "02:00"]]},
        "price_level": 1,
    },
    "Royal Palm Reserve": {
        "latitude": 18.2987,
        "longitude": -78.2996,
        "opening_hours": dict(every_day(("09:00", "17:00")), tue=[]),
        "price_level": 1,
        "phone": "+1 876 957 3736",
    },
    "Rockhouse Spa": {
        "latitude": 18.2659,
        "longitude": -78.3626,
        "opening_hours": every_day(("09:00", "19:00")),
        "price_level": 4,
        "phone": "+1 876 957 4373",
        "booking_url": "https://reservations.example.com/rockhouse-spa",
    },
    "Negril Hills Golf Club": {
        "latitude": 18.2748,
        "longitude": -78.3224,
        "opening_hours": every_day(("07:00", "17:00")),
        "price_level": 3,
        "phone": "+1 876 957 4638",
    },
    "Negril Craft Market": {
        "latitude": 18.2688,
        "longitude": -78.3476,
        # Monday to Saturday (Sunday left out: closed)
        "opening_hours": {day: [["08:00", "18:00"]] for day in WEEK[:6]},
        "price_level": 1,
    },
    "YS Falls": {  # St Elizabeth, about ninety minutes east
        "latitude": 18.1641,
        "longitude": -77.8367,
        "opening_hours": dict(every_day(("09:30", "15:30")), mon=[]),
        "price_level": 2,
        "phone": "+1 876 997 6360",
    },
    "Mayfield Falls": {  # Flower Hill, in the Westmoreland hills
        "latitude": 18.3677,
        "longitude": -78.1227,
        "opening_hours": every_day(("09:00", "17:00")),
        "price_level": 2,
    },
    # "Route taxis": none of the new fields, on purpose (the site must cope without them).
}


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
