"""The seed data e2e_serve puts in the database: accounts, press items, guides, sample places."""
