extern "C" __global__ void triad_scale_add_cf2x(const float* b, const float* c, float* a, float s, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cu"
    if (i_0 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cu"
        a[i_0] = b[i_0] + s * c[i_0];
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cu"
    if (i_1 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cu"
        a[i_1] = b[i_1] + s * c[i_1];
}
