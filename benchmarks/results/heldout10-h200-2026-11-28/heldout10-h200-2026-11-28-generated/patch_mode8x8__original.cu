extern "C" __global__ void patch_mode8x8(const unsigned char* labels, int* scratch, unsigned char* mode, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
    int p = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
    int pw = width / 8;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
    int ph = height / 8;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
    if (p < pw * ph) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        int px = p % pw;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        int py = p / pw;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        int* count = scratch + p * 16;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        for (int b = 0; b < 16; b++)
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
            count[b] = 0;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        for (int r = 0; r < 8; r++)
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
            for (int c = 0; c < 8; c++)
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
                count[labels[(py * 8 + r) * width + px * 8 + c]]++;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        int best = 0;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        for (int b_1 = 1; b_1 < 16; b_1++)
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
            if (count[b_1] > count[best])
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
                best = b_1;
#line 21 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        mode[p] = (unsigned char)best;
    }
}
