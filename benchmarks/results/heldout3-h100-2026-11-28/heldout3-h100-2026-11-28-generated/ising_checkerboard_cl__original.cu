extern "C" __global__ void ising_checkerboard(int* spin, const unsigned int* rnd, const unsigned int* thr, int color, int width, int height) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
    int x = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
    if (x < width && y < height && ((x + y) & 1) == color) {
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int xl = x == 0 ? width - 1 : x - 1;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int xr = x == width - 1 ? 0 : x + 1;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int yu = y == 0 ? height - 1 : y - 1;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int yd = y == height - 1 ? 0 : y + 1;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int s = spin[y * width + x];
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int nb = spin[y * width + xl] + spin[y * width + xr] + spin[yu * width + x] + spin[yd * width + x];
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int dE = 2 * s * nb;
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int flip = 1;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        if (dE > 0)
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
            flip = rnd[y * width + x] < thr[(dE >> 2) - 1];
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        if (flip)
#line 24 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
            spin[y * width + x] = -s;
    }
}
