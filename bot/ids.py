"""Every id Slack sends back to us: the command, the shortcut's callback_id, view callback_ids,
action_ids and the input blocks we read. Builders and handlers both import these, so a
renamed button cannot silently stop working; `manifest.yml` repeats the first two (a test
checks it)."""

from __future__ import annotations

COMMAND = "/answerguard"
SHORTCUT_CHECK = "answerguard_check_message"

# view callback_ids
VIEW_COMPOSER = "ag_composer"
VIEW_CHECKING = "ag_checking"
VIEW_QUICK_VERDICT = "ag_quick_verdict"  # a quick check's verdict as a modal; metadata: hash, draft
VIEW_REASONING = "ag_reasoning"
VIEW_SOURCE_EDIT = "ag_source_edit"
VIEW_SOURCE_SAVED = "ag_source_saved"
VIEW_SOURCE_NEW = "ag_source_new"
VIEW_SOURCE_ADDED = "ag_source_added"
VIEW_NOTICE = "ag_notice"
VIEW_SOURCE_QUOTE = "ag_source_quote"  # metadata: check hash, source id
VIEW_ASK_OWNER = "ag_ask_owner_view"  # metadata: check hash, or an unanswered question's id
VIEW_CAPTURE_ANSWER = "ag_capture_answer"  # metadata: question (request) id
VIEW_SETTLE = "ag_settle_view"  # metadata: register entry id

# buttons and other interactive elements
ACTION_REPLY = "ag_reply"  # value: ticket id
ACTION_CHECK = "ag_check"  # the composer's "Check again"; reads the draft from the view's state
ACTION_USE_SAFE_REPLY = "ag_use_safe_reply"  # value: check hash
ACTION_SEND = "ag_send"  # value: check hash
ACTION_SEND_ANYWAY = "ag_send_anyway"  # value: check hash; a confirmed CAUTION send
ACTION_SHOW_REASONING = "ag_show_reasoning"  # value: check hash
ACTION_EDIT_DRAFT = "ag_edit_draft"  # value: check hash
ACTION_RETRY = "ag_retry"  # value: check hash
ACTION_ACK_CAUTION = "ag_ack_caution"  # checkbox of older messages, read from state at send
ACTION_EDIT_SOURCE = "ag_edit_source"  # value: source id
ACTION_RESET = "ag_reset_workspace"
# The sources list: each value is the list's state as JSON ({"q": words, "p": page, "m": "r"
# for the removed list}; Remove and Restore add {"s": source id, "v": version}), so any
# instance can serve the click without remembering anything.
ACTION_SOURCES_PREV = "ag_sources_prev"
ACTION_SOURCES_NEXT = "ag_sources_next"
ACTION_SOURCES_REMOVED = "ag_sources_removed"  # show the removed sources
ACTION_SOURCES_ALL = "ag_sources_all"  # back to the sources in use
ACTION_NEW_SOURCE = "ag_new_source"
ACTION_REMOVE_SOURCE = "ag_remove_source"
ACTION_RESTORE_SOURCE = "ag_restore_source"
ACTION_REVIEW_CORRECT = "ag_review_correct"  # value: check hash
ACTION_REVIEW_FALSE_ALARM = "ag_review_false_alarm"  # value: check hash
ACTION_ASK_OWNER = "ag_ask_owner"  # value: check hash
ACTION_ASK_OWNER_QUESTION = "ag_ask_owner_q"  # value: an unanswered question's id (gaps)
ACTION_ANSWER_QUESTION = "ag_answer_question"  # value: question (request) id
ACTION_APPROVE_ANSWER = "ag_approve_answer"  # value: captured answer's source id
ACTION_OPEN_SOURCE = "ag_open_source"  # value: check hash|source id
ACTION_ASK_SOURCES = "ag_ask_sources"  # value: check hash (an ESCALATE verdict)
ACTION_SEND_CORRECTION = "ag_send_correction"  # value: exposure id
ACTION_SETTLE = "ag_settle"  # value: Conflict Register entry id
ACTION_REMOVE_CHANNEL = "ag_remove_channel"  # value: channel id; stop following it

# inputs (action ids; block ids may carry a suffix so Slack resets a value on update)
INPUT_DRAFT = "ag_draft"
#: One select per scope dimension: the action id is INPUT_SCOPE + ":" + the dimension.
INPUT_SCOPE = "ag_scope"
INPUT_TICKET = "ag_ticket"
INPUT_BODY = "ag_body"
INPUT_BODY_MORE = "ag_body_more"
INPUT_SIGNALS = "ag_signals"
INPUT_VERIFICATION = "ag_verification"
INPUT_SAVE_MODE = "ag_save_mode"
INPUT_NEW_ID = "ag_new_id"
INPUT_NEW_TITLE = "ag_new_title"
INPUT_NEW_KIND = "ag_new_kind"
INPUT_NEW_VISIBILITY = "ag_new_visibility"

# the trust loop: asking an owner and capturing the answer
INPUT_TOPIC = "ag_topic"
INPUT_OWNER = "ag_owner"
INPUT_PERSON = "ag_person"
INPUT_QUESTION = "ag_question"
INPUT_ANSWER = "ag_answer"
INPUT_CERTAINTY = "ag_certainty"
INPUT_SHAREABLE = "ag_shareable"
INPUT_CONFIRMER = "ag_confirmer"
#: Settling a conflict: one person picker per side; its block and action ids are these + ":"
#: + the side's source id.
INPUT_SETTLE_OWNER = "ag_settle_owner"
BLOCK_SETTLE_OWNER = "ag_settle_owner_block"

BLOCK_DRAFT = "ag_draft_block"
BLOCK_COMPOSER_ACTIONS = "ag_composer_actions"
BLOCK_SCOPE = "ag_scope_block"
BLOCK_TICKET = "ag_ticket_block"
BLOCK_BODY = "ag_body_block"
BLOCK_BODY_MORE = "ag_body_more_block"
BLOCK_SIGNALS = "ag_signals_block"
BLOCK_VERIFICATION = "ag_verification_block"
BLOCK_SAVE_MODE = "ag_save_mode_block"
BLOCK_TOPIC = "ag_topic_block"
BLOCK_OWNER = "ag_owner_block"
BLOCK_PERSON = "ag_person_block"
BLOCK_QUESTION = "ag_question_block"
BLOCK_ANSWER = "ag_answer_block"
BLOCK_CERTAINTY = "ag_certainty_block"
BLOCK_SHAREABLE = "ag_shareable_block"
BLOCK_CONFIRMER = "ag_confirmer_block"
BLOCK_NEW_ID = "ag_new_id_block"
BLOCK_NEW_TITLE = "ag_new_title_block"
BLOCK_NEW_KIND = "ag_new_kind_block"
BLOCK_NEW_VISIBILITY = "ag_new_visibility_block"

ACK_VALUE = "acknowledged"
SIGNAL_FLAGGED = "flagged_outdated"
SIGNAL_OWNER_ACTIVE = "owner_active"
SAVE_DRAFT = "save_draft"
SAVE_AND_VERIFY = "save_and_verify"
ACTION_TOUR_NEXT = "ag_tour_next"  # value: the 0-based step to show
ACTION_TOUR_LEAVE = "ag_tour_leave"  # value: the step the user was on
