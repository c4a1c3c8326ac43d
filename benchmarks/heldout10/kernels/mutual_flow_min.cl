// Held-out suite 10 (frozen). The mutual flow between every two nodes of a flow matrix:
// out[i][j] = min(F[i][j], F[j][i]), a work-item per entry.
__kernel void mutual_flow_min(__global const int *F, __global int *out, int n)
{
    int j = get_global_id(0);
    int i = get_global_id(1);
    if (i < n && j < n)
        out[i * n + j] = min(F[i * n + j], F[j * n + i]);
}
