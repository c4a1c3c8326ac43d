extern "C" __global__ void row_weight_lerp2d_opt(const float* A, const float* B, const float* wrow, float* out, int width, int height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
    int ucond = ((int)((unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y) < height) & ((int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < width);
    float4 A_v0;
    float4 out_v1;
    float4 B_v2;
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
        int y_m0 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
        int x_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
        if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
            unsigned long long i_m0 = (unsigned long long)y_m0 * width + x_m0;
            A_v0 = *(const float4*)&A[i_m0];
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
            float a_m0 = A_v0.x;
            B_v2 = *(const float4*)&B[i_m0];
            out_v1.x = a_m0 + wrow[y_m0] * (B_v2.x - a_m0);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
        int y_m1 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
        int x_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
        if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
            unsigned long long i_m1 = (unsigned long long)y_m1 * width + x_m1;
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
            float a_m1 = A_v0.y;
            out_v1.y = a_m1 + wrow[y_m1] * (B_v2.y - a_m1);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
        int y_m2 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
        int x_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
        if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
            unsigned long long i_m2 = (unsigned long long)y_m2 * width + x_m2;
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
            float a_m2 = A_v0.z;
            out_v1.z = a_m2 + wrow[y_m2] * (B_v2.z - a_m2);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
        int y_m3 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
        int x_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
        if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
            unsigned long long i_m3 = (unsigned long long)y_m3 * width + x_m3;
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
            float a_m3 = A_v0.w;
            out_v1.w = a_m3 + wrow[y_m3] * (B_v2.w - a_m3);
            *(float4*)(&out[i_m3] - 3) = out_v1;
        }
    }
}
