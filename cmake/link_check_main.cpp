// The main of the link checks (cmake/MusterParts.cmake, muster_link_check): the executable
// exists only to be linked, so that every object of one part must resolve against the parts
// its row of ARCHITECTURE.md allows. It is never run.
int main() {
    return 0;
}
