extern "C" __global__ void ray_plane_aos8_hand(const float* rays, float* t_hit, float nx, float ny, float nz, float d, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/hand/ray_plane_aos8_hand.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/hand/ray_plane_aos8_hand.cu"
    if (i < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/hand/ray_plane_aos8_hand.cu"
        float4 a = ((const float4*)rays)[2 * i];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/hand/ray_plane_aos8_hand.cu"
        float4 b = ((const float4*)rays)[2 * i + 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/hand/ray_plane_aos8_hand.cu"
        float den = nx * a.w + ny * b.x + nz * b.y;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/hand/ray_plane_aos8_hand.cu"
        float num = d - (nx * a.x + ny * a.y + nz * a.z);
#line 14 "/work/main/.stage/main/benchmarks/heldout7/hand/ray_plane_aos8_hand.cu"
        float t = -1.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout7/hand/ray_plane_aos8_hand.cu"
        if (den != 0.0f) {
#line 16 "/work/main/.stage/main/benchmarks/heldout7/hand/ray_plane_aos8_hand.cu"
            float s = num / den;
#line 17 "/work/main/.stage/main/benchmarks/heldout7/hand/ray_plane_aos8_hand.cu"
            if (s >= b.z && s <= b.w)
#line 18 "/work/main/.stage/main/benchmarks/heldout7/hand/ray_plane_aos8_hand.cu"
                t = s;
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout7/hand/ray_plane_aos8_hand.cu"
        t_hit[i] = t;
    }
}
