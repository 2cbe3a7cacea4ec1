"""The seeded Negril guides: their rows (GUIDES, in id order) and the trip planner's fields of
each (GUIDE_DETAILS, by name). seed.py creates them; the data lives here, apart from the code."""

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
    """The same spans (open, close) on each day of the week."""
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
