extern "C" __global__ void row_weight_lerp2d_opt(const float* A, const float* B, const float* wrow, float* out, int width, int height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
    int ucond = ((int)(blockIdx.y * blockDim.y + threadIdx.y) < height) & ((int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < width);
    float4 A_v0;
    float4 out_v1;
    float4 B_v2;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
        int y_m0 = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
        int x_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
            unsigned long long i_m0 = (unsigned long long)y_m0 * width + x_m0;
            A_v0 = *(const float4*)&A[i_m0];
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
            float a_m0 = A_v0.x;
            B_v2 = *(const float4*)&B[i_m0];
            out_v1.x = a_m0 + wrow[y_m0] * (B_v2.x - a_m0);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
        int y_m1 = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
        int x_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
            unsigned long long i_m1 = (unsigned long long)y_m1 * width + x_m1;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
            float a_m1 = A_v0.y;
            out_v1.y = a_m1 + wrow[y_m1] * (B_v2.y - a_m1);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
        int y_m2 = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
        int x_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
            unsigned long long i_m2 = (unsigned long long)y_m2 * width + x_m2;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
            float a_m2 = A_v0.z;
            out_v1.z = a_m2 + wrow[y_m2] * (B_v2.z - a_m2);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
        int y_m3 = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
        int x_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
            unsigned long long i_m3 = (unsigned long long)y_m3 * width + x_m3;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
            float a_m3 = A_v0.w;
            out_v1.w = a_m3 + wrow[y_m3] * (B_v2.w - a_m3);
            *(float4*)(&out[i_m3] - 3) = out_v1;
        }
    }
}
