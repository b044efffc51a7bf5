"""The knowledge base: a workspace's catalogue, its folder, import and sync, the claims
index, Slack channels as sources, and what an edit to a source changed."""
