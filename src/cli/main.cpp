#include "cli/app.hpp"

int main(int argc, char** argv) {
    return muster::cli::run(argc, argv);
}
