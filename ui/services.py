"""attach_services(ctx): open the shared services once (store, model registry) and put them on ctx.

Each service that is missing or fails to open becomes a visible warning, never a crash, so the
viewer always works.
"""

from __future__ import annotations

from ui.context import AppContext


def attach_services(ctx: AppContext) -> None:
    # One line per service, in the order they depend on each other.
    _attach_store(ctx)  # store: first, the other services write to ctx.store
    _attach_models(ctx)  # vlm: model registry + hand-written example answers for the demo
    _attach_backup(ctx)  # backup: optional Hub backup of the label log (needs ctx.store)
    _attach_scoring(ctx)  # scoring: keep last (needs ctx.store, and ctx.models for a grader)
    return None


def _attach_models(ctx: AppContext) -> None:
    """vlm: the models file (keys by variable name) and the example answers (idempotent)."""
    from data.errors import NeuroLensError
    from vlm.registry import load_registry

    s = ctx.settings
    keys = dict(s.env_keys)
    if s.hf_token and not s.on_spaces:
        # locally HF_TOKEN pays for `huggingface/...` models; on a Space each visitor's own
        # login does (the owner's token is never spent on visitors' queries)
        keys["HF_TOKEN"] = s.hf_token
    ctx.models = load_registry(s.models_file, keys, s.hf_router_url)
    ctx.warnings.extend(ctx.models.messages)
    if ctx.store is not None:
        from vlm.examples import seed_examples

        try:
            seed_examples(ctx.store, list(ctx.library.cases))
        except (NeuroLensError, OSError, ValueError) as exc:
            ctx.warnings.append(f"Example answers not loaded: {exc}")


def _attach_scoring(ctx: AppContext) -> None:
    """scoring: one ScoringService (BERTScore model loaded in the background, grader if set)."""
    if ctx.store is None:
        return
    from data.errors import NeuroLensError
    from scoring.service import ScoringService, task_lookup_from_library

    tasks = task_lookup_from_library(ctx.library)
    models = ctx.models
    if models is not None and ctx.settings.on_spaces and ctx.settings.hf_token:
        from dataclasses import replace

        # a `huggingface/...` grader is the owner's choice: on a Space it uses the owner's token
        models = replace(
            models, env_keys={**(models.env_keys or {}), "HF_TOKEN": ctx.settings.hf_token}
        )
    try:
        ctx.scoring = ScoringService(ctx.store, ctx.settings, tasks=tasks, models=models)
    except NeuroLensError as exc:
        ctx.warnings.append(f"Grader not available, scoring with the offline rule: {exc}")
        ctx.scoring = ScoringService(ctx.store, None, tasks=tasks)


def _attach_backup(ctx: AppContext) -> None:
    """backup: off unless NEUROLENS_HUB_BACKUP_REPO is set; then a background upload thread."""
    from annotator.backup import start_backup

    s = ctx.settings
    ctx.backup = start_backup(ctx.store, s.hub_backup_repo, s.hf_token, s.hub_backup_minutes)


def _attach_store(ctx: AppContext) -> None:
    """The store: open the one DuckDB file; a locked file becomes a warning."""
    from store.recovery import open_app_store

    s = ctx.settings
    ctx.store, warnings = open_app_store(
        s.db_path,
        on_spaces=s.on_spaces,
        persistent_storage=s.persistent_storage,
        checkpoint_delay_s=s.checkpoint_seconds,
        inbox_every_s=s.inbox_seconds,
    )
    ctx.warnings.extend(warnings)
