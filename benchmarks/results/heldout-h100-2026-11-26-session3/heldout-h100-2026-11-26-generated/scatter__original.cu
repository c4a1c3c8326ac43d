extern "C" __global__ void scatter(const float* in, const int* idx, float* out, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout/kernels/scatter.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/scatter.cl"
    if (i < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/scatter.cl"
        out[idx[i]] = 2.0f * in[i];
}
