extern "C" __global__ void horner_poly(const float* x, const float* c, float* out, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
    int g = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
    if (g < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
        float v = x[g];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
        float acc = c[8];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
        for (int k = 7; k >= 0; k--)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
            acc = acc * v + c[k];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
        out[g] = acc;
    }
}
