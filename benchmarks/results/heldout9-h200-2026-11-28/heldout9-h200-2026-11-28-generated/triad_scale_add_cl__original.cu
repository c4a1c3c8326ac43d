extern "C" __global__ void triad_scale_add(const float* b, const float* c, float* a, float s, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cl"
    if (i < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cl"
        a[i] = b[i] + s * c[i];
}
