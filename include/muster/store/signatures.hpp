#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>

/// The players of a shared game as keys (docs/remote-play.md, "Players"): every entry a player
/// journals in a game with players is signed with his ssh signing key, its `author` the key's
/// fingerprint and its `sig` the signature of its seal. The store writes and checks entries; how
/// a seal is signed and a signature checked (ssh-keygen, run by the remote part) is registered
/// by the program (`set_signatures`), as the rule sets are.
namespace muster::store {

/// The ssh signature namespace of a muster entry (`ssh-keygen -Y sign -n muster`): a signature
/// made for git or for anything else is not one of an entry.
inline constexpr std::string_view k_signature_namespace = "muster";

class Signatures {
  public:
    Signatures() = default;
    Signatures(const Signatures&) = delete;
    Signatures& operator=(const Signatures&) = delete;
    virtual ~Signatures() = default;
    /// This player's public key ("ssh-ed25519 AAAA..."), for the game of the roster at
    /// `roster_path`: his git signing key. Throws RosterError (exit 3) saying what to set when
    /// none is.
    virtual std::string public_key(const std::string& roster_path) = 0;
    /// `seal` signed with this player's key (the signature's base64, one line). Throws
    /// RosterError when it cannot be.
    virtual std::string sign(const std::string& roster_path, const std::string& seal) = 0;
    /// Whether `sig` is a signature of `seal` by `key` (a public key's text). Throws
    /// RosterError when it cannot be checked (no ssh-keygen).
    virtual bool verify(const std::string& key, const std::string& seal,
                        const std::string& sig) = 0;
};

/// Registers how entries are signed and checked (the program does, before any command).
void set_signatures(std::shared_ptr<Signatures> signatures);
/// What was registered; null when nothing was (a game with players then cannot be saved or
/// proven).
Signatures* signatures();

/// The SHA-256 fingerprint of a public key's text as ssh-keygen prints it ("SHA256:" and 43
/// base64 digits); nothing when the text is not a public key ("TYPE BASE64 [comment]" whose blob
/// names TYPE).
std::optional<std::string> key_fingerprint(std::string_view key);

/// A public key's text without its comment ("TYPE BASE64"), when it is one.
std::optional<std::string> key_without_comment(std::string_view key);

} // namespace muster::store
