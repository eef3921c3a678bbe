"""The Leaderboard tab: published and our own model scores side by side."""
