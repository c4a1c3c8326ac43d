extern "C" __global__ void triad_scale_add(const float* b, const float* c, float* a, float s, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cu"
    if (i < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cu"
        a[i] = b[i] + s * c[i];
}
