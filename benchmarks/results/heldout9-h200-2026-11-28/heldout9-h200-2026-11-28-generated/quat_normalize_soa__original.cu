extern "C" __global__ void quat_normalize_soa(const float* qw, const float* qx, const float* qy, const float* qz, float* ow, float* ox, float* oy, float* oz, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        float a = qw[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        float b = qx[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        float c = qy[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        float d = qz[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        float inv = 1.0f / sqrtf(a * a + b * b + c * c + d * d);
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        ow[i] = a * inv;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        ox[i] = b * inv;
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        oy[i] = c * inv;
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        oz[i] = d * inv;
    }
}
