"""Knowledge that stays true: facts over time (supersession)."""
