#pragma once

#include "muster/store/signatures.hpp"

#include <memory>

/// The players' keys through ssh-keygen (docs/remote-play.md, "Players"): a player's key is the
/// one git signs his commits with (`gpg.format ssh`, `user.signingKey`); an entry's seal is
/// signed by `ssh-keygen -Y sign -n muster` and checked by `ssh-keygen -Y verify` against an
/// allowed-signers file of the one key, each run by argv. A signature checked is remembered in
/// the secrets folder (`verified-signatures`, 0600), so that each is checked once a machine.
namespace muster::remote {

/// What `main` registers with the store (store::set_signatures).
std::shared_ptr<store::Signatures> ssh_signatures();

} // namespace muster::remote
