extern "C" __global__ void transpose_i16_opt(const short* in, short* out, int width, int height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cl"
    int ucond = ((int)((unsigned long long)blockIdx.x * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y) < width) & ((int)((unsigned long long)blockIdx.y * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull) < height);
    short4 out_v0;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cl"
        int x_m0 = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cl"
        int y_m0 = (unsigned long long)blockIdx.y * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cl"
        if (ucond) {
            out_v0.x = in[y_m0 * width + x_m0];
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cl"
        int x_m1 = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cl"
        int y_m1 = (unsigned long long)blockIdx.y * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cl"
        if (ucond) {
            out_v0.y = in[y_m1 * width + x_m1];
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cl"
        int x_m2 = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cl"
        int y_m2 = (unsigned long long)blockIdx.y * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cl"
        if (ucond) {
            out_v0.z = in[y_m2 * width + x_m2];
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cl"
        int x_m3 = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cl"
        int y_m3 = (unsigned long long)blockIdx.y * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cl"
        if (ucond) {
            out_v0.w = in[y_m3 * width + x_m3];
            *(short4*)(&out[x_m3 * height + y_m3] - 3) = out_v0;
        }
    }
}
