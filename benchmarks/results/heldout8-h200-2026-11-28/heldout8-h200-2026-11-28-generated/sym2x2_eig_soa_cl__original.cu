extern "C" __global__ void sym2x2_eig_soa(const float* a, const float* b, const float* c, float* l1, float* l2, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        float m = 0.5f * (a[i] + c[i]);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        float h = 0.5f * (a[i] - c[i]);
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        float d = sqrtf(h * h + b[i] * b[i]);
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        l1[i] = m + d;
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        l2[i] = m - d;
    }
}
