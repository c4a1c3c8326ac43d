extern "C" __global__ void sine_waves2d_opt(float* out, float t, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
    int ucond = ((int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < width) & ((int)((unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y) < height);
    float4 out_v0;
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        int x_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        int y_m0 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
            float fx_m0 = (float)x_m0;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
            float fy_m0 = (float)y_m0;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
            float h_m0 = 1.0f * sinf(0.05f * fx_m0 + 0.02f * fy_m0 + (0.0f + t));
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
            h_m0 += 0.5f * sinf(-0.03f * fx_m0 + 0.07f * fy_m0 + (1.0f + t));
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
            h_m0 += 0.25f * sinf(0.11f * fx_m0 + -0.05f * fy_m0 + (2.0f + t));
            out_v0.x = h_m0;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        int x_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        int y_m1 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
            float fx_m1 = (float)x_m1;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
            float fy_m1 = (float)y_m1;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
            float h_m1 = 1.0f * sinf(0.05f * fx_m1 + 0.02f * fy_m1 + (0.0f + t));
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
            h_m1 += 0.5f * sinf(-0.03f * fx_m1 + 0.07f * fy_m1 + (1.0f + t));
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
            h_m1 += 0.25f * sinf(0.11f * fx_m1 + -0.05f * fy_m1 + (2.0f + t));
            out_v0.y = h_m1;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        int x_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        int y_m2 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
            float fx_m2 = (float)x_m2;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
            float fy_m2 = (float)y_m2;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
            float h_m2 = 1.0f * sinf(0.05f * fx_m2 + 0.02f * fy_m2 + (0.0f + t));
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
            h_m2 += 0.5f * sinf(-0.03f * fx_m2 + 0.07f * fy_m2 + (1.0f + t));
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
            h_m2 += 0.25f * sinf(0.11f * fx_m2 + -0.05f * fy_m2 + (2.0f + t));
            out_v0.z = h_m2;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        int x_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        int y_m3 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
            float fx_m3 = (float)x_m3;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
            float fy_m3 = (float)y_m3;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
            float h_m3 = 1.0f * sinf(0.05f * fx_m3 + 0.02f * fy_m3 + (0.0f + t));
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
            h_m3 += 0.5f * sinf(-0.03f * fx_m3 + 0.07f * fy_m3 + (1.0f + t));
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
            h_m3 += 0.25f * sinf(0.11f * fx_m3 + -0.05f * fy_m3 + (2.0f + t));
            out_v0.w = h_m3;
            *(float4*)(&out[y_m3 * width + x_m3] - 3) = out_v0;
        }
    }
}
