// The assignment step of k-means, for the sixth held-out set of tuning spaces
// (benchmarks/tuning/spaces.py, space "kmeans"): each of n points of 4 floats (x, y, z, w
// stored one after another) gets the index of its nearest of K = 64 centroids (4 floats
// each) by squared Euclidean distance, the lowest index among equals (centroids are tried
// in order and replace the best only when strictly nearer). A block of block_size_x threads
// takes block_size_x * items points, a thread's items points block_size_x apart (a warp's
// points consecutive). vec=4 loads a point as one float4, vec=1 as four floats. cent_in=0
// reads the centroids from global memory, cent_in=1 from constant memory (c_cent, filled
// by the host), cent_in=2 from shared memory (the block copies them in first).
// loop_unroll=1 unrolls the loop over centroids by 4.
#ifndef block_size_x
#define block_size_x 128
#endif
#ifndef items
#define items 1
#endif
#ifndef vec
#define vec 4
#endif
#ifndef cent_in
#define cent_in 1
#endif
#ifndef loop_unroll
#define loop_unroll 0
#endif
#define K 64

__constant__ float c_cent[K * 4];

__global__ void kmeans(int *label, const float *points, const float *cent, int n)
{
    int tid = threadIdx.x;
#if cent_in == 2
    __shared__ float s_cent[K * 4];
    for (int j = tid; j < K * 4; j += block_size_x)
        s_cent[j] = cent[j];
    __syncthreads();
#define C s_cent
#elif cent_in == 1
#define C c_cent
#else
#define C cent
#endif
    int base = blockIdx.x * block_size_x * items;
    for (int it = 0; it < items; it++) {
        int i = base + it * block_size_x + tid;
        if (i >= n)
            return;
#if vec == 4
        float4 p = *(const float4 *)(points + 4 * i);
        float px = p.x, py = p.y, pz = p.z, pw = p.w;
#else
        float px = points[4 * i], py = points[4 * i + 1];
        float pz = points[4 * i + 2], pw = points[4 * i + 3];
#endif
        float best = 3.0e38f;
        int arg = 0;
#if loop_unroll
#pragma unroll 4
#else
#pragma unroll 1
#endif
        for (int k = 0; k < K; k++) {
            float dx = px - C[4 * k], dy = py - C[4 * k + 1];
            float dz = pz - C[4 * k + 2], dw = pw - C[4 * k + 3];
            float d = dx * dx + dy * dy + dz * dz + dw * dw;
            if (d < best) {
                best = d;
                arg = k;
            }
        }
        label[i] = arg;
    }
}
