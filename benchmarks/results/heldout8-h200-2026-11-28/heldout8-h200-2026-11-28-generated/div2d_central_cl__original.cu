extern "C" __global__ void div2d_central(const float* u, const float* v, float* div, float half_inv_h, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cl"
    int x = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cl"
    if (x < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cl"
        int i = y * width + x;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cl"
        float d = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cl"
        if (x > 0 && x < width - 1 && y > 0 && y < height - 1)
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cl"
            d = (u[i + 1] - u[i - 1] + (v[i + width] - v[i - width])) * half_inv_h;
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cl"
        div[i] = d;
    }
}
