extern "C" __global__ void sym2x2_eig_soa(const float* a, const float* b, const float* c, float* l1, float* l2, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cu"
        float m = 0.5f * (a[i] + c[i]);
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cu"
        float h = 0.5f * (a[i] - c[i]);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cu"
        float d = sqrtf(h * h + b[i] * b[i]);
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cu"
        l1[i] = m + d;
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cu"
        l2[i] = m - d;
    }
}
