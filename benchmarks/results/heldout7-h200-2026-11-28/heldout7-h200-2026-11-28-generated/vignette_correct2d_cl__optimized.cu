extern "C" __global__ void vignette_correct2d_opt(const float* in, float* out, float k, float cx, float cy, int width, int height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/vignette_correct2d.cl"
    int ucond = ((int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < width) & ((int)((unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y) < height);
    float4 out_v0;
    float4 in_v1;
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/vignette_correct2d.cl"
        int x_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/vignette_correct2d.cl"
        int y_m0 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/vignette_correct2d.cl"
        if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/vignette_correct2d.cl"
            float dx_m0 = (float)x_m0 - cx;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/vignette_correct2d.cl"
            float dy_m0 = (float)y_m0 - cy;
            in_v1 = *(const float4*)&in[y_m0 * width + x_m0];
            out_v0.x = in_v1.x * (1.0f + k * (dx_m0 * dx_m0 + dy_m0 * dy_m0));
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/vignette_correct2d.cl"
        int x_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/vignette_correct2d.cl"
        int y_m1 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/vignette_correct2d.cl"
        if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/vignette_correct2d.cl"
            float dx_m1 = (float)x_m1 - cx;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/vignette_correct2d.cl"
            float dy_m1 = (float)y_m1 - cy;
            out_v0.y = in_v1.y * (1.0f + k * (dx_m1 * dx_m1 + dy_m1 * dy_m1));
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/vignette_correct2d.cl"
        int x_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/vignette_correct2d.cl"
        int y_m2 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/vignette_correct2d.cl"
        if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/vignette_correct2d.cl"
            float dx_m2 = (float)x_m2 - cx;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/vignette_correct2d.cl"
            float dy_m2 = (float)y_m2 - cy;
            out_v0.z = in_v1.z * (1.0f + k * (dx_m2 * dx_m2 + dy_m2 * dy_m2));
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/vignette_correct2d.cl"
        int x_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/vignette_correct2d.cl"
        int y_m3 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/vignette_correct2d.cl"
        if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/vignette_correct2d.cl"
            float dx_m3 = (float)x_m3 - cx;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/vignette_correct2d.cl"
            float dy_m3 = (float)y_m3 - cy;
            out_v0.w = in_v1.w * (1.0f + k * (dx_m3 * dx_m3 + dy_m3 * dy_m3));
            *(float4*)(&out[y_m3 * width + x_m3] - 3) = out_v0;
        }
    }
}
