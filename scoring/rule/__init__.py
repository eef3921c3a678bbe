"""The offline correctness rule, split along its seams.

text (tokens, spelling folds, typos) -> hierarchy (the synonym table as a tree) -> reference
(what the reference names) -> cues and context (negation, hedging, look-alikes, ranking, in
English and Chinese) -> qualifiers (side, territory, lobe) -> matcher (the verdict).
`scoring.correctness` re-exports the public interface.
"""
