// Held-out suite 3 (frozen). One half-sweep of Metropolis updates of a 2D Ising model with
// periodic borders: the sites of one colour ((x + y) & 1 == color) flip when the energy
// change dE = 2 s * (sum of the four neighbours) is at most 0, or when their random word is
// below the threshold for dE = 4 or 8 (thr[0], thr[1]). In place: the neighbours have the
// other colour.
extern "C" __global__ void ising_checkerboard(int *spin, const unsigned int *rnd,
                                              const unsigned int *thr, int color, int width,
                                              int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height && ((x + y) & 1) == color) {
        int xl = x == 0 ? width - 1 : x - 1;
        int xr = x == width - 1 ? 0 : x + 1;
        int yu = y == 0 ? height - 1 : y - 1;
        int yd = y == height - 1 ? 0 : y + 1;
        int s = spin[y * width + x];
        int nb = spin[y * width + xl] + spin[y * width + xr] + spin[yu * width + x]
                 + spin[yd * width + x];
        int dE = 2 * s * nb;
        int flip = 1;
        if (dE > 0)
            flip = rnd[y * width + x] < thr[(dE >> 2) - 1];
        if (flip)
            spin[y * width + x] = -s;
    }
}
