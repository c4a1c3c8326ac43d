extern "C" __global__ void horner_poly(const float* x, const float* c, float* out, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cu"
    int g = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cu"
    if (g < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cu"
        float v = x[g];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cu"
        float acc = c[8];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cu"
        for (int k = 7; k >= 0; k--)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cu"
            acc = acc * v + c[k];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cu"
        out[g] = acc;
    }
}
