extern "C" __global__ void ising_checkerboard(int* spin, const unsigned int* rnd, const unsigned int* thr, int color, int width, int height) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    if (x < width && y < height && ((x + y) & 1) == color) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        int xl = x == 0 ? width - 1 : x - 1;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        int xr = x == width - 1 ? 0 : x + 1;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        int yu = y == 0 ? height - 1 : y - 1;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        int yd = y == height - 1 ? 0 : y + 1;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        int s = spin[y * width + x];
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        int nb = spin[y * width + xl] + spin[y * width + xr] + spin[yu * width + x] + spin[yd * width + x];
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        int dE = 2 * s * nb;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        int flip = 1;
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        if (dE > 0)
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            flip = rnd[y * width + x] < thr[(dE >> 2) - 1];
#line 24 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        if (flip)
#line 25 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            spin[y * width + x] = -s;
    }
}
