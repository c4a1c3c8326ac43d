extern "C" __global__ void srgb_to_linear(const float* in, float* out, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cu"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cu"
        float c = in[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cu"
        out[i] = c <= 0.04045f ? c / 12.92f : powf((c + 0.055f) / 1.055f, 2.4f);
    }
}
