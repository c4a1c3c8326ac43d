extern "C" __global__ void srgb_to_linear(const float* in, float* out, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cl"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cl"
        float c = in[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cl"
        out[i] = c <= 0.04045f ? c / 12.92f : powf((c + 0.055f) / 1.055f, 2.4f);
    }
}
