extern "C" __global__ void repeat_interleave_cf2x(const float* in, float* out, int n, int r) {
#line 5 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cl"
    if (i_0 < n * r)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cl"
        out[i_0] = in[i_0 / r];
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cl"
    if (i_1 < n * r)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cl"
        out[i_1] = in[i_1 / r];
}
