"""The Scores tab: a run's per-sample scores and summaries, and the score panel Query shows."""
