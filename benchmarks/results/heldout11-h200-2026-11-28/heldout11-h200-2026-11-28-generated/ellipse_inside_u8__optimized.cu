extern "C" __global__ void ellipse_inside_u8_opt(const float* px, const float* py, unsigned char* inside, float a2, float b2, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cu"
    int ucond = (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    float4 px_v0;
    float4 py_v1;
    uchar4 inside_v2;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cu"
        int i_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cu"
        if (ucond) {
            px_v0 = *(const float4*)&px[i_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cu"
            float x_m0 = px_v0.x;
            py_v1 = *(const float4*)&py[i_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cu"
            float y_m0 = py_v1.x;
            inside_v2.x = x_m0 * x_m0 * b2 + y_m0 * y_m0 * a2 <= a2 * b2 ? 1 : 0;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cu"
        int i_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cu"
            float x_m1 = px_v0.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cu"
            float y_m1 = py_v1.y;
            inside_v2.y = x_m1 * x_m1 * b2 + y_m1 * y_m1 * a2 <= a2 * b2 ? 1 : 0;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cu"
        int i_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cu"
            float x_m2 = px_v0.z;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cu"
            float y_m2 = py_v1.z;
            inside_v2.z = x_m2 * x_m2 * b2 + y_m2 * y_m2 * a2 <= a2 * b2 ? 1 : 0;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cu"
        int i_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cu"
            float x_m3 = px_v0.w;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cu"
            float y_m3 = py_v1.w;
            inside_v2.w = x_m3 * x_m3 * b2 + y_m3 * y_m3 * a2 <= a2 * b2 ? 1 : 0;
            *(uchar4*)(&inside[i_m3] - 3) = inside_v2;
        }
    }
}
