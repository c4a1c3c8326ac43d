extern "C" __global__ void repeat_interleave_cf8x(const float* in, float* out, int n, int r) {
#line 5 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cl"
    int i_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cl"
    int i_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cl"
    int i_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cl"
    int i_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cl"
    if (i_0 < n * r)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cl"
        out[i_0] = in[i_0 / r];
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cl"
    if (i_1 < n * r)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cl"
        out[i_1] = in[i_1 / r];
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cl"
    if (i_2 < n * r)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cl"
        out[i_2] = in[i_2 / r];
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cl"
    if (i_3 < n * r)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cl"
        out[i_3] = in[i_3 / r];
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cl"
    if (i_4 < n * r)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cl"
        out[i_4] = in[i_4 / r];
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cl"
    if (i_5 < n * r)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cl"
        out[i_5] = in[i_5 / r];
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cl"
    if (i_6 < n * r)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cl"
        out[i_6] = in[i_6 / r];
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cl"
    if (i_7 < n * r)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cl"
        out[i_7] = in[i_7 / r];
}
