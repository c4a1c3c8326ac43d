extern "C" __global__ void curl2d_central(const float* u, const float* v, float* w, float half_inv_h, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/curl2d_central.cl"
    int x = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/curl2d_central.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/curl2d_central.cl"
    if (x < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/curl2d_central.cl"
        int i = y * width + x;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/curl2d_central.cl"
        float c = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/curl2d_central.cl"
        if (x > 0 && x < width - 1 && y > 0 && y < height - 1)
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/curl2d_central.cl"
            c = (v[i + 1] - v[i - 1] - (u[i + width] - u[i - width])) * half_inv_h;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/curl2d_central.cl"
        w[i] = c;
    }
}
