extern "C" __global__ void repeat_interleave(const float* in, float* out, int n, int r) {
#line 5 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cl"
    if (i < n * r)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/repeat_interleave.cl"
        out[i] = in[i / r];
}
