// The players' keys through ssh-keygen (include/muster/remote/keys.hpp).
#include "muster/remote/keys.hpp"

#include "muster/dice/fair.hpp"
#include "muster/error.hpp"
#include "muster/remote/fair.hpp"
#include "muster/remote/git.hpp"
#include "muster/remote/process.hpp"
#include "muster/store/files.hpp"
#include "muster/text/text.hpp"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <fmt/format.h>
#include <map>
#include <set>
#include <sys/stat.h>
#include <unistd.h>

namespace muster::remote {

namespace {

constexpr std::string_view k_set_key =
    "set it with `git config --global gpg.format ssh` and `git config --global user.signingKey "
    "~/.ssh/id_ed25519.pub` (docs/remote-play.md, \"Players\")";

/// The largest key file muster reads.
constexpr std::size_t k_key_file_bytes = 16384;
/// The largest file of signatures checked muster reads (a million entries' worth).
constexpr std::size_t k_verified_bytes = std::size_t{64} << 20;
/// Version 2: each line a keyed MAC (version 1's plain SHA-256 lines are read as no cache).
constexpr std::string_view k_verified_header = "muster verified signatures 2\n";
constexpr std::string_view k_armor_begin = "-----BEGIN SSH SIGNATURE-----";
constexpr std::string_view k_armor_end = "-----END SSH SIGNATURE-----";
constexpr std::size_t k_armor_width = 70;

std::string first_line(const std::string& text) {
    return chomp(text.substr(0, text.find('\n')));
}

/// A folder of its own under the system's temporary folder, removed with what is in it.
class TempFolder {
  public:
    TempFolder() {
        auto pattern = (std::filesystem::temp_directory_path() / "muster-key-XXXXXX").string();
        if (::mkdtemp(pattern.data()) == nullptr) {
            throw RosterError(fmt::format("cannot make {}: {}", pattern, std::strerror(errno)));
        }
        m_path = std::move(pattern);
    }
    TempFolder(const TempFolder&) = delete;
    TempFolder& operator=(const TempFolder&) = delete;
    ~TempFolder() {
        std::error_code ignored;
        std::filesystem::remove_all(m_path, ignored);
    }
    /// Writes `text` to a new file `name` in it (0600) and returns its path.
    std::string write(const std::string& name, std::string_view text) const {
        auto path = m_path + "/" + name;
        const store::files::Fd fd(
            ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, S_IRUSR | S_IWUSR));
        if (!fd.valid()) {
            throw RosterError(fmt::format("cannot write {}: {}", path, std::strerror(errno)));
        }
        store::files::write_all(fd.get(), text, path);
        return path;
    }

  private:
    std::string m_path;
};

ProgramResult ssh_keygen(const std::vector<std::string>& args, std::string input) {
    std::vector<std::string> argv = {"ssh-keygen"};
    argv.insert(argv.end(), args.begin(), args.end());
    return run_program(argv, user_environment(), {.max_out = 65536, .input = std::move(input)},
                       "install Debian's package `openssh-client`");
}

/// The signature's base64, from ssh-keygen's armored text.
std::string unarmored(const std::string& armored) {
    const auto begin = armored.find(k_armor_begin);
    const auto end = armored.find(k_armor_end);
    if (begin == std::string::npos || end == std::string::npos || end < begin) {
        throw RosterError("ssh-keygen gave no signature");
    }
    std::string out;
    for (const char c :
         armored.substr(begin + k_armor_begin.size(), end - begin - k_armor_begin.size())) {
        if (c != '\n' && c != '\r') {
            out.push_back(c);
        }
    }
    return out;
}

std::string armored(const std::string& base64) {
    std::string out = std::string(k_armor_begin) + "\n";
    for (std::size_t at = 0; at < base64.size(); at += k_armor_width) {
        out += base64.substr(at, k_armor_width) + "\n";
    }
    return out + std::string(k_armor_end) + "\n";
}

/// This player's signing key as git has it, for the repository of `folder`.
struct SigningKey {
    std::string file;       ///< the file ssh-keygen signs with (-f)
    bool in_agent = false;  ///< a literal key (`key::`): its private half in ssh-agent (-U)
    std::string public_key; ///< "TYPE BASE64"
};

/// `key` of git's configuration (a lower-case name, as git prints it), read once with the
/// rest (`git_config_of`); a path that git expands (`~/`, `%(prefix)/`) is asked of git as a
/// path, as git would use it.
std::optional<std::string> git_config(const std::string& folder, const std::string& key) {
    auto value = git_config_of(folder).get(key);
    if (value && (value->starts_with('~') || value->starts_with("%(prefix)/"))) {
        const auto got = run_git(folder, {"config", "--type=path", "--get", key});
        return got.status == 0 ? std::optional(chomp(got.out)) : std::nullopt;
    }
    return value;
}

std::string public_key_of_file(const std::string& path) {
    const auto text = store::files::read_regular(path, k_key_file_bytes, "a signing key");
    if (!text) {
        throw RosterError(fmt::format("your signing key {} (git config user.signingKey) is not "
                                      "there: {}",
                                      text::escaped(path), k_set_key));
    }
    if (auto key = store::key_without_comment(first_line(*text))) {
        return *key; // a public key: its private half in ssh-agent
    }
    const auto pub = store::files::read_regular(path + ".pub", k_key_file_bytes, "a public key");
    if (pub) {
        if (auto key = store::key_without_comment(first_line(*pub))) {
            return *key;
        }
    }
    const auto derived = ssh_keygen({"-y", "-f", path}, {});
    if (derived.status == 0) {
        if (auto key = store::key_without_comment(first_line(derived.out))) {
            return *key;
        }
    }
    throw RosterError(fmt::format("your signing key {} (git config user.signingKey) gives no "
                                  "public key: ssh-keygen says: {}",
                                  text::escaped(path), text::escaped(first_line(derived.err))));
}

SigningKey signing_key(const std::string& folder) {
    const auto format = git_config(folder, "gpg.format");
    const auto value = git_config(folder, "user.signingkey");
    if (!value || value->empty()) {
        throw RosterError(fmt::format("a shared game signs each of your entries with your ssh "
                                      "signing key, and git has none: {}",
                                      k_set_key));
    }
    if (format != "ssh") {
        throw RosterError(fmt::format("a shared game signs each of your entries with your ssh "
                                      "signing key, and git's gpg.format is {}, not ssh: {}",
                                      format ? text::escaped(*format) : std::string("openpgp"),
                                      k_set_key));
    }
    SigningKey key;
    constexpr std::string_view literal = "key::";
    if (value->starts_with(literal)) {
        const auto text = store::key_without_comment(value->substr(literal.size()));
        if (!text) {
            throw RosterError(fmt::format("git's user.signingKey `{}` is not an ssh public key: {}",
                                          text::escaped(*value), k_set_key));
        }
        key.public_key = *text;
        key.in_agent = true;
        return key;
    }
    key.file = *value;
    if (!key.file.starts_with('/')) {
        key.file = folder + "/" + key.file; // as git runs ssh-keygen, from the work tree
    }
    key.public_key = public_key_of_file(key.file);
    return key;
}

/// The signatures checked on this machine, remembered in the secrets folder: each as an
/// HMAC-SHA-256, keyed by a secret of this machine's (`verified-signatures.key`, 0600), of the
/// key, the seal and the signature. A line written by anyone who does not hold that secret is
/// no line of the cache (docs/remote-play.md, "Threat model"): a forged entry is checked again,
/// by ssh-keygen, and refused.
class Verified {
  public:
    /// The cache's name for a signature checked: nothing when this machine keeps no cache.
    std::optional<std::string> digest(const std::string& key, const std::string& seal,
                                      const std::string& sig) {
        load();
        if (!m_secret) {
            return std::nullopt;
        }
        return dice::to_hex(dice::hmac_sha256(*m_secret, key + "\n" + seal + "\n" + sig));
    }
    bool contains(const std::string& digest) {
        load();
        return m_known.contains(digest);
    }
    void add(const std::string& digest) {
        m_known.insert(digest);
        try {
            const auto path = secrets_folder() + "/verified-signatures";
            struct stat st {};
            const bool fresh = ::lstat(path.c_str(), &st) != 0;
            const store::files::Fd fd(::open(path.c_str(),
                                             O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC,
                                             S_IRUSR | S_IWUSR));
            if (fd.valid()) {
                store::files::write_all(
                    fd.get(),
                    (fresh ? std::string(k_verified_header) : std::string()) + digest + "\n", path);
            }
        } catch (const Error&) {
            // not remembered: it is checked again next time
        }
    }

  private:
    /// The cache's secret: read, or made (mode 0600, never over a file or through a link) when
    /// there is none; nothing when it cannot be had or is not this user's alone.
    static std::optional<std::string> secret() {
        const auto folder = secrets_folder();
        struct stat st {};
        if (::stat(folder.c_str(), &st) != 0) {
            return std::nullopt; // no secrets folder yet: nothing remembered
        }
        check_private_folder(folder);
        const auto path = folder + "/verified-signatures.key";
        if (::lstat(path.c_str(), &st) != 0) {
            const store::files::Fd fd(::open(path.c_str(),
                                             O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
                                             S_IRUSR | S_IWUSR));
            if (!fd.valid()) {
                return std::nullopt;
            }
            store::files::write_all(fd.get(), dice::to_hex(dice::random_secret()) + "\n", path);
            return secret_in(path);
        }
        return secret_in(path);
    }
    static std::optional<std::string> secret_in(const std::string& path) {
        struct stat st {};
        if (::lstat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode) || st.st_uid != ::geteuid() ||
            (st.st_mode & (S_IRWXG | S_IRWXO)) != 0) {
            return std::nullopt;
        }
        const auto text = store::files::read_regular(path, 256, "the signature cache's key");
        if (!text || text->size() != 65 || !dice::from_hex(text->substr(0, 64))) {
            return std::nullopt;
        }
        return text->substr(0, 64);
    }
    void load() {
        if (m_loaded) {
            return;
        }
        m_loaded = true;
        m_secret = secret(); // a folder others can write is refused here, not passed over
        if (!m_secret) {
            return;
        }
        try {
            const auto text = store::files::read_regular(secrets_folder() + "/verified-signatures",
                                                         k_verified_bytes, "signatures checked");
            if (!text || !text->starts_with(k_verified_header)) {
                return;
            }
            std::size_t at = k_verified_header.size();
            constexpr std::size_t k_digits = 64;
            while (at + k_digits < text->size() + 1) {
                const auto end = text->find('\n', at);
                if (end == std::string::npos) {
                    break;
                }
                if (end - at == k_digits) {
                    m_known.insert(text->substr(at, k_digits));
                }
                at = end + 1;
            }
        } catch (const Error&) {
            // none remembered
        }
    }
    bool m_loaded = false;
    std::optional<std::string> m_secret;
    std::set<std::string> m_known;
};

class SshSignatures final : public store::Signatures {
  public:
    std::string public_key(const std::string& roster_path) override {
        return key_of(roster_path).public_key;
    }

    std::string sign(const std::string& roster_path, const std::string& seal) override {
        const auto& key = key_of(roster_path);
        std::optional<TempFolder> temp;
        std::vector<std::string> args = {"-Y", "sign", "-n",
                                         std::string(store::k_signature_namespace)};
        if (key.in_agent) {
            temp.emplace();
            args.insert(args.end(), {"-U", "-f", temp->write("key.pub", key.public_key + "\n")});
        } else {
            args.insert(args.end(), {"-f", key.file});
        }
        const auto signed_ = ssh_keygen(args, seal);
        if (signed_.status != 0) {
            throw RosterError(fmt::format("cannot sign with your signing key: ssh-keygen says: {} "
                                          "(a key with a passphrase must be in ssh-agent)",
                                          text::escaped(first_line(signed_.err))));
        }
        return unarmored(signed_.out);
    }

    bool verify(const std::string& key, const std::string& seal, const std::string& sig) override {
        const auto digest = m_verified.digest(key, seal, sig);
        if (digest && m_verified.contains(*digest)) {
            return true;
        }
        const TempFolder temp;
        const auto allowed = temp.write("allowed_signers", "player " + key + "\n");
        const auto signature = temp.write("entry.sig", armored(sig));
        const auto checked =
            ssh_keygen({"-Y", "verify", "-f", allowed, "-I", "player", "-n",
                        std::string(store::k_signature_namespace), "-s", signature},
                       seal);
        if (checked.status != 0) {
            return false;
        }
        if (digest) {
            m_verified.add(*digest);
        }
        return true;
    }

  private:
    const SigningKey& key_of(const std::string& roster_path) {
        const auto folder = store::files::folder_of(roster_path);
        auto found = m_keys.find(folder);
        if (found == m_keys.end()) {
            found = m_keys.emplace(folder, signing_key(folder)).first;
        }
        return found->second;
    }

    std::map<std::string, SigningKey> m_keys;
    Verified m_verified;
};

} // namespace

std::shared_ptr<store::Signatures> ssh_signatures() {
    return std::make_shared<SshSignatures>();
}

} // namespace muster::remote
